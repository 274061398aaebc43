import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { ConfigError, loadConfig, packageRoot } from '../src/config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env, '/srv/lms');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/lms');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/lms/data',
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      adminEmail: null,
      adminPassword: null,
      oidc: {},
      logLevel: 'info',
      embedOrigins: [],
      seedDemo: true,
      trustProxy: false,
      hostAppDir: resolve(packageRoot, '../../apps/host/dist'),
    });
    // Spec section 9: default minimum password length 6.
    expect(config.passwordPolicy).toEqual({
      minLength: 6,
      requireLowercase: false,
      requireUppercase: false,
      requireNumeric: false,
      requireNonAlphanumeric: false,
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        LMS_DATA_DIR: 'var/lms',
        DATABASE_URL: 'postgres://lms@db:5432/lms',
        LMS_PUBLIC_URL: 'https://learn.example.org/',
        SMTP_URL: 'smtps://user:pw@mail.example.org:465',
        LMS_MAIL_FROM: 'School <school@example.org>',
        LMS_ADMIN_EMAIL: 'Admin@Example.org',
        LMS_ADMIN_PASSWORD: 'secret-pass',
        LMS_GOOGLE_CLIENT_ID: 'gid',
        LMS_GOOGLE_CLIENT_SECRET: 'gsecret',
        LMS_MICROSOFT_CLIENT_ID: 'mid',
        LMS_MICROSOFT_CLIENT_SECRET: 'msecret',
        LMS_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
        LMS_PASSWORD_MIN_LENGTH: '10',
        LMS_PASSWORD_MAX_LENGTH: '64',
        LMS_PASSWORD_REQUIRE_UPPERCASE: 'true',
        LMS_PASSWORD_REQUIRE_NUMERIC: '1',
        LMS_HOST_APP_DIR: '/opt/host',
        LMS_LOG_LEVEL: 'WARN',
        LMS_EMBED_ORIGINS: 'https://school.example, https://intranet.example:8443',
        LMS_SEED_DEMO: 'false',
        LMS_TRUST_PROXY: 'yes',
      },
      '/srv/lms',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/lms/var/lms',
      databaseUrl: 'postgres://lms@db:5432/lms',
      publicUrl: 'https://learn.example.org',
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      mailFrom: 'School <school@example.org>',
      adminEmail: 'admin@example.org',
      adminPassword: 'secret-pass',
      oidc: {
        google: { issuer: 'https://accounts.google.com', clientId: 'gid', clientSecret: 'gsecret' },
        microsoft: {
          issuer: 'https://login.microsoftonline.com/tenant-id/v2.0',
          clientId: 'mid',
          clientSecret: 'msecret',
        },
      },
      passwordPolicy: {
        minLength: 10,
        maxLength: 64,
        requireUppercase: true,
        requireNumeric: true,
        requireLowercase: false,
      },
      hostAppDir: '/opt/host',
      logLevel: 'warn',
      embedOrigins: ['https://school.example', 'https://intranet.example:8443'],
      seedDemo: false,
      trustProxy: true,
    });
  });

  it('defaults the public URL to the configured port and the Microsoft issuer to the common tenant', () => {
    const config = loadConfig({
      PORT: '4100',
      LMS_MICROSOFT_CLIENT_ID: 'm',
      LMS_MICROSOFT_CLIENT_SECRET: 's',
    });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.oidc.microsoft?.issuer).toBe('https://login.microsoftonline.com/common/v2.0');
    expect(config.oidc.google).toBeUndefined();
  });

  it('rejects invalid values with one clear message per variable, all at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db/lms',
      LMS_PUBLIC_URL: 'not a url',
      SMTP_URL: 'http://mail',
      LMS_LOG_LEVEL: 'loud',
      LMS_SEED_DEMO: 'maybe',
    });
    expect(problems).toHaveLength(6);
    expect(problems.join('\n')).toMatch(/PORT must be a whole number from 0 to 65535 \(got "eighty"\)/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
    expect(problems.join('\n')).toMatch(/LMS_PUBLIC_URL is not a valid URL/);
    expect(problems.join('\n')).toMatch(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
    expect(problems.join('\n')).toMatch(/LMS_LOG_LEVEL must be one of/);
    expect(problems.join('\n')).toMatch(/LMS_SEED_DEMO must be true or false/);
  });

  it('throws an LmsError with the invalid-argument code and every problem in its message', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      expect.objectContaining({
        code: 'functions/invalid-argument',
        message: expect.stringContaining('PORT'),
      }),
    );
  });

  it('requires OIDC client id and secret together', () => {
    expect(problemsOf({ LMS_GOOGLE_CLIENT_ID: 'only-id' })).toEqual([
      'LMS_GOOGLE_CLIENT_ID and LMS_GOOGLE_CLIENT_SECRET must be set together',
    ]);
  });

  it('requires the admin e-mail and password together, and a real e-mail address', () => {
    expect(problemsOf({ LMS_ADMIN_EMAIL: 'a@example.org' })).toEqual([
      'LMS_ADMIN_EMAIL and LMS_ADMIN_PASSWORD must be set together',
    ]);
    expect(problemsOf({ LMS_ADMIN_EMAIL: 'nobody', LMS_ADMIN_PASSWORD: 'x' })[0]).toMatch(
      /not an e-mail address/,
    );
  });

  it('keeps the password minimum at 6 or more and below the maximum', () => {
    expect(problemsOf({ LMS_PASSWORD_MIN_LENGTH: '4' })[0]).toMatch(
      /LMS_PASSWORD_MIN_LENGTH must be a whole number from 6/,
    );
    expect(problemsOf({ LMS_PASSWORD_MIN_LENGTH: '12', LMS_PASSWORD_MAX_LENGTH: '8' })[0]).toMatch(
      /LMS_PASSWORD_MAX_LENGTH \(8\) is below LMS_PASSWORD_MIN_LENGTH \(12\)/,
    );
  });

  it('accepts only bare origins as embedding origins', () => {
    expect(problemsOf({ LMS_EMBED_ORIGINS: 'https://ok.example, https://bad.example/path' })).toEqual([
      'LMS_EMBED_ORIGINS entries must be origins like https://school.example (got "https://bad.example/path")',
    ]);
  });

  it('reads the library host origins (CORS) as bare origins, none by default', () => {
    expect(loadConfig({}).libraryOrigins).toEqual([]);
    expect(
      loadConfig({ LMS_LIBRARY_ORIGINS: 'http://localhost:5173/, https://app.example' }).libraryOrigins,
    ).toEqual(['http://localhost:5173', 'https://app.example']);
    expect(problemsOf({ LMS_LIBRARY_ORIGINS: '*' })).toEqual([
      'LMS_LIBRARY_ORIGINS entries must be origins like https://school.example (got "*")',
    ]);
  });
});
