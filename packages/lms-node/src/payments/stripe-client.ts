// The official Stripe client for the host's keys, made once per key (it keeps connections alive).
import Stripe from 'stripe';
import { LmsError } from '@lms/core';
import type { StripeSettings } from '@lms/domain';

const clients = new Map<string, Stripe>();

export function stripeClient(settings: StripeSettings): Stripe {
  const cacheKey = `${settings.secretKey}\n${settings.apiUrl ?? ''}`;
  let client = clients.get(cacheKey);
  if (client === undefined) {
    const api = settings.apiUrl === null ? null : new URL(settings.apiUrl);
    client = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'lms-server' },
      ...(api === null
        ? {}
        : {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** Stripe's refusals and outages become functions/unavailable with Stripe's message (no secrets in it). */
export async function callStripe<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new LmsError('functions/unavailable', `Stripe could not ${action}: ${error.message}`, {
        provider: 'stripe',
        type: error.type,
        ...(error.code ? { code: error.code } : {}),
      });
    }
    throw error;
  }
}
