// A real OpenID provider (the oidc-provider package) on a loopback port, standing in for Google or Microsoft.
// Its own small login page replaces the provider's sign-in screens: the test "person" submits an account id.
// With `entra: true` it also behaves like Microsoft's multi-tenant endpoint: it is reached as
// https://login.microsoftonline.com (through `mapUrl`), its discovery document at /common/v2.0 publishes the issuer
// template https://login.microsoftonline.com/{tenantid}/v2.0, and ID tokens carry `tid` and the tenant's issuer.
import type { CustomFetch } from 'openid-client';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { interactionPolicy, type ClientMetadata } from 'oidc-provider';

export const ENTRA_ORIGIN = 'https://login.microsoftonline.com';
export const ENTRA_COMMON_ISSUER = `${ENTRA_ORIGIN}/common/v2.0`;
export const TEST_TENANT_ID = '9188040d-6c67-4c5b-b112-36a304b66dad';

export interface LocalOidcProviderOptions {
  clients: ClientMetadata[];
  /** Account id (what the test person types) -> claims the provider releases for it. */
  accounts: Record<string, Record<string, unknown>>;
  entra?: boolean;
}

export interface LocalOidcProvider {
  /** What LMS_*_ISSUER is set to. */
  issuer: string;
  /** Where an address the server or the "browser" uses really is (identity unless `entra`). */
  mapUrl(url: string): string;
  /** A fetch for the server that reaches this provider under the addresses it publishes. */
  fetch: CustomFetch;
  close(): Promise<void>;
}

const RELEASED_CLAIMS = {
  openid: ['sub', 'tid'],
  email: ['email', 'email_verified'],
  profile: ['name', 'picture', 'displayName', 'mail', 'userPrincipalName', 'photo'],
};

export async function startLocalOidcProvider(options: LocalOidcProviderOptions): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = options.entra ? `${ENTRA_ORIGIN}/${TEST_TENANT_ID}/v2.0` : local;

  const policy = interactionPolicy.base();
  // Google and Microsoft accept prompt=select_account (the account chooser); oidc-provider needs to be told.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: options.clients,
    jwks: { keys: [signingKey] },
    claims: RELEASED_CLAIMS,
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['local-oidc-provider-test-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const claims = options.accounts[id];
      if (!claims) return undefined;
      return {
        accountId: id,
        claims: async () => ({ sub: id, ...(options.entra ? { tid: TEST_TENANT_ID } : {}), ...claims }),
      };
    },
  });
  const providerHandler = provider.callback();

  const mapUrl = (url: string) =>
    options.entra && url.startsWith(ENTRA_ORIGIN) ? local + url.slice(ENTRA_ORIGIN.length) : url;

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const path = new URL(req.url ?? '/', local).pathname;
      const interaction = /^\/interaction\/([^/]+)(\/login|\/abort)?$/.exec(path);
      if (options.entra && path === '/common/v2.0/.well-known/openid-configuration') {
        return sendEntraDiscovery(local, res);
      }
      if (interaction && req.method === 'GET' && !interaction[2]) {
        res.setHeader('content-type', 'text/html');
        return res.end(
          `<form method="post" action="${path}/login"><input name="login"><button>Sign in</button></form>`,
        );
      }
      if (interaction && req.method === 'POST' && interaction[2] === '/abort') {
        return provider.interactionFinished(
          req,
          res,
          { error: 'access_denied' },
          { mergeWithLastSubmission: false },
        );
      }
      if (interaction && req.method === 'POST' && interaction[2] === '/login') {
        const accountId = new URLSearchParams(await readBody(req)).get('login') ?? '';
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        return provider.interactionFinished(
          req,
          res,
          { select_account: {}, login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      }
      if (options.entra) stripIssFromRedirects(res);
      return providerHandler(req, res);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer: options.entra ? ENTRA_COMMON_ISSUER : local,
    mapUrl,
    fetch: (url, init) => fetch(mapUrl(url), init as RequestInit),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Microsoft's common discovery document: templated issuer, no `iss` authorization response parameter. */
async function sendEntraDiscovery(local: string, res: ServerResponse) {
  const own = (await (await fetch(`${local}/.well-known/openid-configuration`)).json()) as Record<
    string,
    unknown
  >;
  const rewritten = JSON.parse(JSON.stringify(own).split(local).join(ENTRA_ORIGIN)) as Record<
    string,
    unknown
  >;
  rewritten.issuer = `${ENTRA_ORIGIN}/{tenantid}/v2.0`;
  delete rewritten.authorization_response_iss_parameter_supported;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(rewritten));
}

/** Microsoft does not send `iss` back with the code (RFC 9207); neither does this stand-in. */
function stripIssFromRedirects(res: ServerResponse) {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) => {
    if (name.toLowerCase() === 'location' && typeof value === 'string' && value.includes('iss=')) {
      const url = new URL(value);
      url.searchParams.delete('iss');
      return setHeader(name, url.href);
    }
    return setHeader(name, value);
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
