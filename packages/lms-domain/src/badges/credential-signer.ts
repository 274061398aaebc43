// The host port that signs Open Badges credentials. Signing is the Digital Bazaar Data Integrity stack (JSON-LD
// canonicalisation, Ed25519), which the Node hosts inject (packages/lms-node/src/badges/); a host without one
// still awards, lists and revokes badges, but cannot hand out the signed credential (like certificate PDFs
// without fonts). The key itself is the domain's: made on first use and kept in badge_issuer_keys.
export interface IssuerKeyPair {
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

export interface IssuerKey extends IssuerKeyPair {
  /** The verification method's URL (the key's public JSON document). */
  id: string;
  /** The issuer profile's URL, which lists the key as its assertion method. */
  controller: string;
}

export interface CredentialSigner {
  /** A new Ed25519 key pair as multibase strings (Multikey). */
  generateKey(): Promise<IssuerKeyPair>;
  /** The document with a Data Integrity proof (eddsa-rdfc-2022, assertionMethod) made with the key. */
  sign(document: Record<string, unknown>, key: IssuerKey): Promise<Record<string, unknown>>;
}
