// Embedding: the list of allowed origins is public (the CSP header of step pages says as much), the launch-token
// exchange is public and works once (the first caller spends the token; nobody's session is needed), and origins
// and API keys are for admins.
import type { Caller } from '@lms/domain';
import { addOrigin } from '@lms/domain/internal/embedding/allowed-origins';
import { authenticateApiKey, createApiKey } from '@lms/domain/internal/embedding/api-keys';
import { issueLaunchToken } from '@lms/domain/internal/embedding/launch-tokens';
import { D, U, type MatrixArea } from './matrix-types';

const ADMIN_ONLY = { anonymous: U, student: D, otherStudent: D, admin: 'allow' } as const;
const SITE = 'https://matrix-school.example';

export const embeddingArea: MatrixArea = {
  area: 'embedding',
  async setup(ctx, fixture) {
    const admin: Caller = {
      uid: fixture.uid.admin,
      email: fixture.email.admin,
      admin: true,
      authTime: 0,
      provider: 'password',
    };
    await addOrigin(ctx, admin, SITE);
    await addOrigin(ctx, admin, 'https://matrix-removable.example');
    const created = await createApiKey(ctx, admin, { name: 'Matrix', origins: [SITE] });
    const revocable = await createApiKey(ctx, admin, { name: 'Matrix revocable', origins: [SITE] });
    const key = await authenticateApiKey(ctx, `Bearer ${created.secret}`);
    // planStepId comes from the action-plans area, whose setup ran first.
    const { launchToken } = await issueLaunchToken(ctx, key, {
      email: fixture.email.student,
      stepId: fixture.ids.planStepId ?? '',
    });
    return { launchToken, revocableKeyId: revocable.key.id };
  },
  rows: [
    {
      operation: 'listEmbedOrigins',
      situation: 'anyone',
      input: () => ({}),
      expect: { anonymous: 'allow', student: 'allow', otherStudent: 'allow', admin: 'allow' },
    },
    {
      operation: 'exchangeLaunchToken',
      situation: 'a fresh token: the first exchange wins, every later one is refused',
      input: (f) => ({ launchToken: f.ids.launchToken, embedOrigin: SITE, stepId: f.ids.planStepId }),
      expect: { anonymous: 'allow', student: D, otherStudent: D, admin: D },
    },
    {
      operation: 'exchangeLaunchToken',
      situation: 'an unknown token',
      input: (f) => ({ launchToken: 'x'.repeat(43), embedOrigin: SITE, stepId: f.ids.planStepId }),
      expect: { anonymous: D, student: D, otherStudent: D, admin: D },
    },
    {
      operation: 'createFrameSession',
      situation: "a step of the student's course (students only: an admin's session never goes into a frame)",
      input: (f) => ({ stepId: f.ids.planStepId }),
      expect: { anonymous: U, student: 'allow', otherStudent: D, admin: D },
    },
    { operation: 'adminListEmbedOrigins', situation: 'all', input: () => ({}), expect: ADMIN_ONLY },
    {
      operation: 'addEmbedOrigin',
      situation: 'a new origin',
      input: () => ({ origin: 'https://matrix-added.example' }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'removeEmbedOrigin',
      situation: 'an allowed origin',
      input: () => ({ origin: 'https://matrix-removable.example' }),
      expect: ADMIN_ONLY,
    },
    { operation: 'adminListEmbedApiKeys', situation: 'all', input: () => ({}), expect: ADMIN_ONLY },
    {
      operation: 'createEmbedApiKey',
      situation: 'for an allowed origin',
      input: () => ({ name: 'Matrix created', origins: [SITE] }),
      expect: ADMIN_ONLY,
    },
    {
      operation: 'revokeEmbedApiKey',
      situation: 'a live key',
      input: (f) => ({ id: f.ids.revocableKeyId }),
      expect: ADMIN_ONLY,
    },
  ],
};
