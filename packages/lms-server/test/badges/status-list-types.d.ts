// @digitalbazaar/vc-bitstring-status-list ships JavaScript without types; the part the credential test uses.
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export function checkStatus(options: {
    credential: Record<string, unknown>;
    documentLoader: unknown;
    suite: unknown;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<{ verified: boolean; results?: { verified: boolean; status: boolean }[]; error?: unknown }>;
}
