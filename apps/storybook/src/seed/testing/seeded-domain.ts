// A test domain seeded with a story set, and the people in it to call operations as (at STORY_NOW, as a story
// host would), for tests that check the seed through the operations, never through SQL.
import { SeedRun, type StoryActor } from '../seed-run';
import { seedStoryData } from '../seed-story-data';
import type { StoryIds, StorySet, UserKey } from '../story-ids';
import { STORY_ACCOUNTS } from '../users';
import { builtInIdentity, type DomainContext } from '@lms/domain';
import { openMemoryDomain } from '@lms/domain/conformance/memory-domain';
import { pbkdf2Passwords } from '@lms/browser';

export interface SeededTestDomain {
  ctx: DomainContext;
  close(): Promise<void>;
  ids: StoryIds;
  run: SeedRun;
  /** How long seeding took, in milliseconds. */
  seedMillis: number;
  actor(key: UserKey): StoryActor;
}

export async function seedTestDomain(set: StorySet): Promise<SeededTestDomain> {
  // The domain on in-memory SQLite, as lms-domain's own tests have it, with a hasher fast enough for many sign-ins.
  const domain = await openMemoryDomain({ identity: builtInIdentity(pbkdf2Passwords(1000)) });
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
