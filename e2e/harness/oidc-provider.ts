// A local OpenID Connect provider standing in for Google and Microsoft, so the popup sign-ins run end to end
// without the internet. It is a real oidc-provider (discovery, PKCE code flow, signed ID tokens, userinfo); only the
// person's login is a test form: the account chooser asks for any e-mail and name, which becomes the account.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider, { interactionPolicy, type AuthorizationContext } from 'oidc-provider';

export interface OidcTestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface RunningOidcProvider {
  /** Also the discovery base: `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  close(): Promise<void>;
}

export const OIDC_CHOOSER_TITLE = 'Test identity provider: choose an account';
/** The scopes the LMS server asks for (its OIDC_SCOPES); granted without a consent screen. */
const GRANTED_SCOPES = 'openid email profile';

/** Names typed into the chooser, by account id (the e-mail), for the `name` claim. */
type DisplayNames = Map<string, string>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function chooserPage(uid: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${OIDC_CHOOSER_TITLE}</title></head>
<body><main>
<h1>${OIDC_CHOOSER_TITLE}</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
  <p><label>Email <input name="email" type="email" required autocomplete="off"></label></p>
  <p><label>Name <input name="name" type="text" autocomplete="off"></label></p>
  <p><button type="submit">Continue</button></p>
</form>
</main></body></html>`;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendText(response: ServerResponse, status: number, contentType: string, body: string): void {
  response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
  response.end(body);
}

async function handleInteraction(
  provider: Provider,
  names: DisplayNames,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  // Consent never comes up (grants are created by loadExistingGrant), so only the chooser is needed.
  if (details.prompt.name !== 'select_account' && details.prompt.name !== 'login') {
    sendText(response, 500, 'text/plain', `The test provider has no page for prompt ${details.prompt.name}`);
    return;
  }
  if (request.method === 'GET') {
    sendText(response, 200, 'text/html; charset=utf-8', chooserPage(details.uid));
    return;
  }
  const form = await readForm(request);
  const email = form.get('email')?.trim().toLowerCase() ?? '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    sendText(response, 400, 'text/plain', 'An e-mail address is required');
    return;
  }
  names.set(email, form.get('name')?.trim() ?? '');
  await provider.interactionFinished(
    request,
    response,
    { select_account: {}, login: { accountId: email } },
    { mergeWithLastSubmission: false },
  );
}

function createProvider(issuer: string, clients: OidcTestClient[], names: DisplayNames): Provider {
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const policy = interactionPolicy.base();
  // The LMS server sends prompt=select_account (spec 7: the account chooser), which oidc-provider refuses
  // unless a requestable prompt of that name exists.
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);

  return new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // openid-client (the LMS server's library) sends the secret in the body by default.
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Seconds; set explicitly because oidc-provider nags about its defaults otherwise.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, accountId: string) {
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: accountId,
          email_verified: true,
          ...(names.get(accountId) ? { name: names.get(accountId) } : {}),
        }),
      };
    },
    // A test provider has no consent screen: the scopes the LMS asks for are granted at once.
    async loadExistingGrant(ctx: AuthorizationContext) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId !== undefined) return oidc.provider.Grant.find(grantId);
      if (oidc.session.accountId === undefined) return undefined;
      const grant = new oidc.provider.Grant({
        accountId: oidc.session.accountId,
        clientId: oidc.client.clientId,
      });
      grant.addOIDCScope(GRANTED_SCOPES);
      await grant.save();
      return grant;
    },
  });
}

/** Starts the provider on `http://<host>:<port>`; `host` should be a loopback name the LMS server accepts. */
export async function startOidcProvider(options: {
  host: string;
  port: number;
  clients: OidcTestClient[];
}): Promise<RunningOidcProvider> {
  const issuer = `http://${options.host}:${options.port}`;
  const names: DisplayNames = new Map();
  const provider = createProvider(issuer, options.clients, names);
  provider.on('server_error', (_ctx, error) => console.error('[oidc-provider] server error', error));
  const handleProtocol = provider.callback();

  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      handleInteraction(provider, names, request, response).catch((error: unknown) => {
        console.error('[oidc-provider] interaction failed', error);
        if (!response.headersSent) sendText(response, 400, 'text/plain', String(error));
      });
      return;
    }
    handleProtocol(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
