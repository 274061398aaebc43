import { describe, expect, it } from 'vitest';
import { envReader, readDomainConfig } from '@lms/domain';

const DEFAULTS = { publicUrl: 'http://localhost:5001' };

describe('the domain settings from the environment', () => {
  it('uses the host default public URL and the documented defaults for an empty environment', () => {
    expect(readDomainConfig({}, DEFAULTS)).toEqual({
      config: {
        publicUrl: 'http://localhost:5001',
        adminEmail: null,
        oidc: {},
        passwordPolicy: {
          minLength: 6,
          requireLowercase: false,
          requireUppercase: false,
          requireNumeric: false,
          requireNonAlphanumeric: false,
        },
        embedOrigins: [],
        libraryOrigins: [],
        payments: { stripe: null, sandbox: true },
      },
      problems: [],
    });
  });

  it('reads the domain variables, and the admin e-mail without a password (that pairing is a host rule)', () => {
    const { config, problems } = readDomainConfig(
      {
        LMS_PUBLIC_URL: 'https://learn.example.org/',
        LMS_ADMIN_EMAIL: 'Admin@Example.org',
        LMS_GOOGLE_CLIENT_ID: 'gid',
        LMS_GOOGLE_CLIENT_SECRET: 'gsecret',
        LMS_PASSWORD_MIN_LENGTH: '10',
        LMS_PASSWORD_MAX_LENGTH: '64',
        LMS_LIBRARY_ORIGINS: 'http://localhost:5173/',
        NODE_ENV: 'production',
      },
      DEFAULTS,
    );
    expect(problems).toEqual([]);
    expect(config).toMatchObject({
      publicUrl: 'https://learn.example.org',
      adminEmail: 'admin@example.org',
      oidc: { google: { issuer: 'https://accounts.google.com', clientId: 'gid', clientSecret: 'gsecret' } },
      passwordPolicy: { minLength: 10, maxLength: 64 },
      libraryOrigins: ['http://localhost:5173'],
      payments: { stripe: null, sandbox: false },
    });
  });

  it('collects every problem, the payment settings among them, and keeps the fallbacks', () => {
    const { config, problems } = readDomainConfig(
      {
        LMS_PUBLIC_URL: 'not a url',
        LMS_MICROSOFT_CLIENT_SECRET: 'only-secret',
        LMS_EMBED_ORIGINS: 'https://bad.example/path',
        LMS_PAYMENTS_SANDBOX: 'maybe',
      },
      DEFAULTS,
    );
    expect(problems).toEqual([
      'LMS_PUBLIC_URL is not a valid URL',
      'LMS_MICROSOFT_CLIENT_ID and LMS_MICROSOFT_CLIENT_SECRET must be set together',
      'LMS_EMBED_ORIGINS entries must be origins like https://school.example (got "https://bad.example/path")',
      'LMS_PAYMENTS_SANDBOX must be true or false (got "maybe")',
    ]);
    expect(config.publicUrl).toBe('http://localhost:5001');
    expect(config.oidc).toEqual({});
  });
});

describe('envReader, for a host own variables', () => {
  it('reads text, numbers, flags and URLs, pushing one problem per bad variable', () => {
    const problems: string[] = [];
    const read = envReader(
      { NAME: '  x  ', BLANK: ' ', N: '70000', FLAG: 'Yes', BAD_FLAG: 'sometimes', DB: 'mysql://db/lms' },
      problems,
    );
    expect(read.text('NAME')).toBe('x');
    expect(read.text('BLANK')).toBeUndefined();
    expect(read.int('N', 3000, 0, 65_535)).toBe(3000);
    expect(read.bool('FLAG', false)).toBe(true);
    expect(read.bool('BAD_FLAG', false)).toBe(false);
    expect(read.url('DB', ['postgres:', 'postgresql:'])).toBeNull();
    expect(read.url('UNSET', ['https:'])).toBeNull();
    expect(problems).toEqual([
      'N must be a whole number from 0 to 65535 (got "70000")',
      'BAD_FLAG must be true or false (got "sometimes")',
      'DB must start with postgres:// or postgresql:// (got "mysql://...")',
    ]);
  });
});
