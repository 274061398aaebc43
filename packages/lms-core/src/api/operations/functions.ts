import { z } from 'zod';
import { defineOperation } from '../contract';

/** Called after e-mail sign-up (spec section 7); the client only logs its failure. */
export const sendWelcomeEmail = defineOperation({
  name: 'sendWelcomeEmail',
  summary: 'Send the welcome e-mail to the signed-in user.',
  input: z
    .object({ email: z.string().email().max(320), displayName: z.string().max(120).nullable().optional() })
    .strict(),
  output: z.object({ sent: z.literal(true) }),
  access: 'user',
});

/** cmi5-style launch parameters for an action-plan step (spec section 7 names it; the landscape gives cmi5's shape). */
export const getLaunchParameters = defineOperation({
  name: 'getLaunchParameters',
  summary: 'cmi5-style launch parameters of an action-plan step for the caller.',
  input: z.object({ stepId: z.string().min(1).max(128) }).strict(),
  output: z.object({
    endpoint: z.string(),
    fetch: z.string(),
    actor: z.object({
      objectType: z.literal('Agent'),
      account: z.object({ homePage: z.string(), name: z.string() }),
    }),
    registration: z.string().uuid(),
    activityId: z.string(),
  }),
  access: 'user',
});
