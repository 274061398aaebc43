// What the admin test page asks of the host that only the host can answer: it alone can reach the outside world
// (OpenID providers, Stripe) and knows which build it runs. A host without them injects none, and the page then
// says "not configured" for those checks, never a success it did not see.

export interface OidcDiscoveryAnswer {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
}

export interface PaymentAccountAnswer {
  /** Which keys are in use: Stripe's test or live mode. */
  mode: 'test' | 'live';
  /** What the provider said about the account, for the admin to recognise it (an id, a currency). */
  facts: Record<string, string>;
}

export interface HostBuild {
  version: string;
  /** The build's identifier (a commit, a build number), when the host was given one. */
  build: string | null;
  /** The runtime the host runs on, for example "Node.js v20.20.2". */
  runtime: string;
}

export interface IntegrationProbes {
  /** Reads the provider's discovery document from its issuer URL (the same way sign-in discovers it). */
  oidcDiscovery(issuer: string): Promise<OidcDiscoveryAnswer>;
  /** A harmless read from the outside payment provider with the configured keys; null when there is none. */
  paymentAccount: (() => Promise<PaymentAccountAnswer>) | null;
  build(): HostBuild;
}
