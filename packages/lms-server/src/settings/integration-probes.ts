// What the admin test page asks this server that the domain cannot reach itself: the OpenID providers' discovery
// documents (read with openid-client, as sign-in reads them), a harmless read of the Stripe account with the
// configured keys, and the server's version and build.
import * as client from 'openid-client';
import type { IntegrationProbes, PaymentAccountAnswer } from '@lms/domain';
import type { ServerConfig } from '../config';
import { serverVersion } from '../http/openapi-route';
import { callStripe, stripeClient } from '@lms/node';

const DISCOVERY_TIMEOUT_SECONDS = 10;

/** Plain http is allowed only for a provider on this machine (a local test or development provider). */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

export interface ProbeOptions {
  /** How the discovery request goes out (a test routes it); the global fetch by default. */
  fetch?: client.CustomFetch;
}

export function serverIntegrationProbes(config: ServerConfig, options: ProbeOptions = {}): IntegrationProbes {
  const stripe = config.payments.stripe;
  return {
    async oidcDiscovery(issuer) {
      const url = new URL(issuer);
      // Never cached, unlike sign-in's: the admin asks whether the provider answers now.
      const configuration = await client.discovery(url, 'admin-test-page', undefined, undefined, {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(url.protocol === 'http:' && isLoopback(url) ? { execute: [client.allowInsecureRequests] } : {}),
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      });
      const metadata = configuration.serverMetadata();
      return {
        issuer: metadata.issuer,
        authorizationEndpoint: metadata.authorization_endpoint ?? 'none',
        tokenEndpoint: metadata.token_endpoint ?? 'none',
      };
    },
    paymentAccount:
      stripe === null
        ? null
        : async (): Promise<PaymentAccountAnswer> => {
            // Reading the balance changes nothing and needs only the secret key the checkout uses.
            const balance = await callStripe('read the account balance', () =>
              stripeClient(stripe).balance.retrieve(),
            );
            const currencies = [...new Set(balance.available.map((entry) => entry.currency.toUpperCase()))];
            return {
              mode: balance.livemode ? 'live' : 'test',
              facts: { currencies: currencies.join(' ') || 'none' },
            };
          },
    build: () => ({
      version: serverVersion(),
      build: config.buildId,
      runtime: `Node.js ${process.version}`,
    }),
  };
}
