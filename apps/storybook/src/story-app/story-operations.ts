// What a play function reads or changes behind the screen goes through the domain's operations, as one of the
// seeded people, on the story's own server: never by writing data, so a story cannot reach a state the domain would
// not allow.
import type { StoryContext } from '@storybook/react-vite';
import type { OperationInput, OperationName, OperationOutput } from '@lms/core';
import { STORY_ACCOUNTS, type UserKey } from '../seed';
import { storyApp } from './with-lms';

/** Calls `name` as the seeded person `who` (a session of their own, beside the one the screen holds). */
export async function callAs<N extends OperationName>(
  context: Pick<StoryContext, 'loaded'>,
  who: UserKey,
  name: N,
  input: OperationInput<N>,
): Promise<OperationOutput<N>> {
  const { server, ids } = storyApp(context);
  const session = await server.sessionFor(ids.users[who]);
  return server.connect(async () => session.tokens.idToken).functions.call(name, input);
}

/** The password of a seeded password account (they are public on purpose: stories sign in with them). */
export function passwordOf(who: UserKey): string {
  const { password } = STORY_ACCOUNTS[who];
  if (password === null)
    throw new Error(`The story account ${who} has no password: it signs in with a provider`);
  return password;
}
