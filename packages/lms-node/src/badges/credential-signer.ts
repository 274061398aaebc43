// Every program that reaches this file (both Node hosts, the host app and the bench) needs the declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an untyped package cannot be declared by import
/// <reference path="./digitalbazaar.d.ts" />
// The Node hosts' signer of Open Badges credentials: Data Integrity proofs with the eddsa-rdfc-2022 cryptosuite
// (Digital Bazaar's libraries), Ed25519 keys as Multikey. Signing needs only the bundled contexts.
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import type { CredentialSigner } from '@lms/domain';
import { bundledDocumentLoader } from './document-loader';

const documentLoader = bundledDocumentLoader();

export const nodeCredentialSigner: CredentialSigner = {
  async generateKey() {
    const pair = await Ed25519Multikey.generate();
    return { publicKeyMultibase: pair.publicKeyMultibase, secretKeyMultibase: pair.secretKeyMultibase ?? '' };
  },
  async sign(document, key) {
    const pair = await Ed25519Multikey.from({
      type: 'Multikey',
      id: key.id,
      controller: key.controller,
      publicKeyMultibase: key.publicKeyMultibase,
      secretKeyMultibase: key.secretKeyMultibase,
    });
    const suite = new DataIntegrityProof({ signer: pair.signer(), cryptosuite });
    // vc.issue adds the proof to the object it is given: sign a copy.
    return vc.issue({ credential: structuredClone(document), suite, documentLoader });
  },
};
