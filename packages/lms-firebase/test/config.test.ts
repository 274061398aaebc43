// The Firebase host's settings: the domain's variables as the server reads them, and this host's own, every problem
// reported at once.
import { describe, expect, it } from 'vitest';
import { loadFirebaseConfig } from '../src/config';

const VALID = {
  GCLOUD_PROJECT: 'school-lms',
  DATABASE_URL: 'postgres://lms@10.0.0.3/lms',
  LMS_FIREBASE_API_KEY: 'AIza-test',
  FIREBASE_CONFIG: JSON.stringify({
    projectId: 'school-lms',
    storageBucket: 'school-lms.firebasestorage.app',
  }),
};

describe('loadFirebaseConfig', () => {
  it("defaults the public URL to the project's Hosting address and the bucket to the project's", () => {
    const config = loadFirebaseConfig(VALID);
    expect(config.domain.publicUrl).toBe('https://school-lms.web.app');
    expect(config.storageBucket).toBe('school-lms.firebasestorage.app');
    expect(config).toMatchObject({ projectId: 'school-lms', maxConnections: 5, tenantId: null });
  });

  it('reads the domain settings with the same variables as the server', () => {
    const config = loadFirebaseConfig({
      ...VALID,
      LMS_PUBLIC_URL: 'https://learn.school.example/',
      LMS_EMBED_ORIGINS: 'https://partner.example',
      LMS_FIREBASE_TENANT: 'staff-3k2j1',
    });
    expect(config.domain.publicUrl).toBe('https://learn.school.example');
    expect(config.domain.embedOrigins).toEqual(['https://partner.example']);
    expect(config.tenantId).toBe('staff-3k2j1');
  });

  it('reads the mail relay as the server does: none by default, the sender at the public URL', () => {
    expect(loadFirebaseConfig(VALID).mail).toEqual({
      smtpUrl: null,
      mailFrom: 'Learning platform <no-reply@school-lms.web.app>',
    });
    const config = loadFirebaseConfig({
      ...VALID,
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      LMS_MAIL_FROM: 'School <school@example.org>',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      mailFrom: 'School <school@example.org>',
    });
  });

  it('reports every problem at once', () => {
    expect(() =>
      loadFirebaseConfig({
        LMS_PUBLIC_URL: 'ftp://x',
        DATABASE_URL: 'mysql://x',
        LMS_DB_MAX_CONNECTIONS: '0',
        SMTP_URL: 'http://mail.example.org',
      }),
    ).toThrow(
      expect.objectContaining({
        details: {
          problems: expect.arrayContaining([
            expect.stringContaining('GCLOUD_PROJECT'),
            expect.stringContaining('LMS_PUBLIC_URL'),
            expect.stringContaining('DATABASE_URL'),
            expect.stringContaining('LMS_FIREBASE_API_KEY'),
            expect.stringContaining('LMS_STORAGE_BUCKET'),
            expect.stringContaining('LMS_DB_MAX_CONNECTIONS'),
            expect.stringContaining('SMTP_URL'),
          ]),
        },
      }),
    );
  });
});
