// A test domain seeded with a story set, and the people in it to call operations as (at STORY_NOW, as a story
// host would), for tests that check the seed through the operations, never through SQL.
import { SeedRun, type StoryActor } from '../seed-run';
import { seedStoryData } from '../seed-story-data';
import type { StoryIds, StorySet, UserKey } from '../story-ids';
import { STORY_ACCOUNTS } from '../users';
import { createTestDomain, type TestDomain } from './test-domain';

export interface SeededTestDomain extends TestDomain {
  ids: StoryIds;
  run: SeedRun;
  /** How long seeding took, in milliseconds. */
  seedMillis: number;
  actor(key: UserKey): StoryActor;
}

export async function seedTestDomain(set: StorySet): Promise<SeededTestDomain> {
  const domain = await createTestDomain();
  const started = performance.now();
  const ids = await seedStoryData(domain.ctx, set);
  const seedMillis = performance.now() - started;
  return {
    ...domain,
    ids,
    run: new SeedRun(domain.ctx),
    seedMillis,
    actor(key) {
      const account = STORY_ACCOUNTS[key];
      return {
        uid: ids.users[key],
        email: account.email,
        admin: account.role === 'admin',
        provider: account.provider,
      };
    },
  };
}
