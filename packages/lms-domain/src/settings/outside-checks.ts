// The checks of what the platform reaches beyond its database: the mail relay, the payment provider, the OpenID
// providers and the sites allowed to frame steps. Each asks the real integration through the host's port; a host
// without one answers "not configured" with what it does instead.
import type { Caller, DomainContext } from '../context';
import { OIDC_PROVIDERS } from '../auth/oidc/providers';
import { listAllowedOrigins } from '../embedding/allowed-origins';
import { fact, notConfigured, type CheckOutcome } from './check-runner';
import { effectivePasswordPolicy } from './site-settings';

/** Sends a test e-mail to the administrator through the relay itself (not the outbox). */
export async function checkMail(ctx: DomainContext, caller: Caller): Promise<CheckOutcome> {
  if (!ctx.mailTransport) {
    return notConfigured(
      'No mail relay is set up (SMTP_URL): e-mails are kept in the outbox table and the log.',
    );
  }
  const sent = await ctx.mailTransport.send({
    to: caller.email,
    subject: 'Test e-mail from the admin test page',
    text: `This message was sent from ${ctx.config.publicUrl}/admin/test to check the mail relay. Nothing to do.`,
  });
  return { status: 'ok', facts: [fact('sentTo', caller.email), fact('messageId', sent.messageId)] };
}

/** The payment mode, and a harmless read from the outside provider with the configured keys. */
export async function checkPayments(ctx: DomainContext): Promise<CheckOutcome> {
  const { stripe, sandbox } = ctx.config.payments;
  const facts = [fact('sandbox', sandbox ? 'on' : 'off'), fact('provider', stripe ? 'Stripe' : 'none')];
  if (!stripe) {
    return notConfigured(
      sandbox
        ? 'No outside payment provider (STRIPE_SECRET_KEY); the sandbox takes test cards.'
        : 'No outside payment provider and the sandbox is off: only free checkouts work.',
      facts,
    );
  }
  const account = ctx.integrationProbes?.paymentAccount;
  if (!account) return notConfigured('This host cannot reach the payment provider.', facts);
  const answer = await account();
  return {
    status: 'ok',
    facts: [
      ...facts,
      fact('mode', answer.mode),
      ...Object.entries(answer.facts).map(([name, value]) => fact(name, value)),
    ],
  };
}

/** Each configured OpenID provider's discovery document, read from its issuer as sign-in reads it. */
export async function checkSignIn(ctx: DomainContext): Promise<CheckOutcome> {
  const policy = await effectivePasswordPolicy(ctx);
  const facts = [fact('password', 'on'), fact('passwordMinLength', policy.minLength)];
  const configured = Object.values(OIDC_PROVIDERS).filter((provider) => ctx.config.oidc[provider.id]);
  for (const provider of Object.values(OIDC_PROVIDERS)) {
    if (!configured.includes(provider)) facts.push(fact(provider.id, 'not configured'));
  }
  if (configured.length === 0) {
    return notConfigured(
      'No Google or Microsoft sign-in is set up; people sign in with e-mail and password.',
      facts,
    );
  }
  const probes = ctx.integrationProbes;
  if (!probes) return notConfigured('This host cannot fetch the providers’ discovery documents.', facts);
  const problems: string[] = [];
  for (const provider of configured) {
    const issuer = ctx.config.oidc[provider.id]?.issuer ?? '';
    try {
      const found = await probes.oidcDiscovery(issuer);
      facts.push(
        fact(provider.id, found.issuer),
        fact(`${provider.id}Authorization`, found.authorizationEndpoint),
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      facts.push(fact(provider.id, `unreachable (${issuer})`));
      problems.push(`${provider.label}: ${reason}`);
    }
  }
  return problems.length === 0
    ? { status: 'ok', facts }
    : { status: 'failed', facts, problem: problems.join('; ') };
}

/** The sites allowed to frame action-plan steps, and a step of a published course to show in a frame. */
export async function checkEmbedding(ctx: DomainContext): Promise<CheckOutcome> {
  const origins = await listAllowedOrigins(ctx);
  const step = await ctx.db
    .selectFrom('action_plan_steps')
    .innerJoin('courses', 'courses.id', 'action_plan_steps.course_id')
    .select(['action_plan_steps.id', 'action_plan_steps.title'])
    .where('courses.status', '=', 'published')
    .orderBy('courses.created_at')
    .orderBy('action_plan_steps.position')
    .limit(1)
    .executeTakeFirst();
  const facts = [
    fact('allowedOrigins', origins.length === 0 ? 'none' : origins.join(' ')),
    fact('previewStep', step ? step.title : 'none'),
  ];
  const previewPath = step ? `/action-plan/${encodeURIComponent(step.id)}` : null;
  if (origins.length === 0) {
    return {
      ...notConfigured('No other site may frame steps yet: add an allowed origin under Settings.', facts),
      previewPath,
    };
  }
  return { status: 'ok', facts, previewPath };
}
