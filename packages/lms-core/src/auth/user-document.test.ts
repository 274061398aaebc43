import { describe, expect, it } from 'vitest';
import { userDocumentSchema } from '../api/schemas/user';
import { newUserDocument } from './user-document';

const now = Date.UTC(2026, 2, 1, 12, 30, 0);

describe('newUserDocument', () => {
  const doc = newUserDocument({
    uid: 'u1',
    email: 'ada@example.com',
    displayName: 'Ada',
    photoURL: null,
    provider: 'password',
    now,
  });

  it('spec 3/6: a new user document has role user', () => {
    expect(doc.role).toBe('user');
  });

  it('spec 3/9: preferences default to language en-US and notifications on', () => {
    expect(doc.preferences).toEqual({ language: 'en-US', notifications: true });
  });

  it('spec 3: xapi_identifier is mailto: followed by the e-mail', () => {
    expect(doc.xapi_identifier).toBe('mailto:ada@example.com');
  });

  it('spec 3: created_at, updated_at and last_login are the creation time as ISO strings', () => {
    expect(doc).toMatchObject({
      created_at: '2026-03-01T12:30:00.000Z',
      updated_at: '2026-03-01T12:30:00.000Z',
      last_login: '2026-03-01T12:30:00.000Z',
    });
  });

  it('spec 3: keeps uid, e-mail, name, photo and provider, and passes the contract schema', () => {
    expect(doc).toMatchObject({
      uid: 'u1',
      email: 'ada@example.com',
      displayName: 'Ada',
      photoURL: null,
      provider: 'password',
    });
    expect(userDocumentSchema.parse(doc)).toEqual(doc);
  });

  it('missing name and photo become null', () => {
    const bare = newUserDocument({
      uid: 'u2',
      email: 'b@example.com',
      provider: 'google.com',
      now: new Date(now),
    });
    expect(bare).toMatchObject({ displayName: null, photoURL: null, created_at: '2026-03-01T12:30:00.000Z' });
  });

  it('rejects an invalid time with an LmsError instead of writing "Invalid Date"', () => {
    expect(() =>
      newUserDocument({ uid: 'u3', email: 'c@example.com', provider: 'password', now: Number.NaN }),
    ).toThrow(expect.objectContaining({ name: 'LmsError', code: 'functions/invalid-argument' }));
  });
});
