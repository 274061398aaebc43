// Embedding settings with the server's rules (packages/lms-server/src/embedding): allowed origins (administrators'
// own; a static Storybook has no LMS_EMBED_ORIGINS), API keys created only for allowed origins with the secret
// answered once and never kept, revocation. Launch tokens come from a site's back end over HTTP, which a static
// Storybook does not have, so exchangeLaunchToken is not answered here (operation-coverage.test.ts says so).
import { LmsError, type EmbedApiKey, type EmbedOriginEntry } from '@lms/core';
import type { MemoryDatabase } from '../memory-database';
import type { StoredApiKey } from '../action-plan-data';
import type { HandlerMap } from './handler-types';
import { toIso } from './learning-state';

function originList(db: MemoryDatabase): { items: EmbedOriginEntry[] } {
  const items = [...db.actionPlans.embedOrigins.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([origin, createdAt]) => ({ origin, source: 'settings' as const, createdAt: toIso(createdAt) }));
  return { items };
}

function toApiKey(key: StoredApiKey): EmbedApiKey {
  const iso = (value: number | null) => (value === null ? null : toIso(value));
  return {
    id: key.id,
    name: key.name,
    keyPrefix: key.keyPrefix,
    origins: [...key.origins],
    createdAt: toIso(key.createdAt),
    lastUsedAt: iso(key.lastUsedAt),
    revokedAt: iso(key.revokedAt),
  };
}

/** 32 random bytes in base64url, like the server's keys. */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const embeddingHandlers: HandlerMap = {
  listEmbedOrigins: ({ db }) => ({ origins: originList(db).items.map((item) => item.origin) }),

  adminListEmbedOrigins: ({ db }) => originList(db),

  addEmbedOrigin: ({ db, clock, input }) => {
    if (!db.actionPlans.embedOrigins.has(input.origin))
      db.actionPlans.embedOrigins.set(input.origin, clock.now());
    return originList(db);
  },

  removeEmbedOrigin: ({ db, input }) => {
    if (!db.actionPlans.embedOrigins.delete(input.origin)) {
      throw new LmsError('functions/not-found', `${input.origin} is not an allowed origin.`);
    }
    return originList(db);
  },

  adminListEmbedApiKeys: ({ db }) => ({
    items: [...db.actionPlans.apiKeys.values()]
      .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id))
      .map(toApiKey),
  }),

  createEmbedApiKey: ({ db, clock, input }) => {
    const notAllowed = input.origins.filter((origin) => !db.actionPlans.embedOrigins.has(origin));
    if (notAllowed.length > 0) {
      throw new LmsError(
        'functions/invalid-argument',
        `Allow these origins to embed steps first: ${notAllowed.join(', ')}.`,
        { reason: 'origin-not-allowed', origins: notAllowed },
      );
    }
    const secret = `lmsk_${randomSecret()}`;
    const key: StoredApiKey = {
      id: db.nextId('api-key'),
      name: input.name,
      keyPrefix: secret.slice(0, 11),
      origins: [...input.origins],
      createdAt: clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    };
    db.actionPlans.apiKeys.set(key.id, key);
    return { key: toApiKey(key), secret };
  },

  revokeEmbedApiKey: ({ db, clock, input }) => {
    const key = db.actionPlans.apiKeys.get(input.id);
    if (key === undefined) throw new LmsError('functions/not-found', `No API key "${input.id}".`);
    key.revokedAt ??= clock.now();
    return toApiKey(key);
  },
};
