// The settings in sections through the host's transport: defaults from the host's configuration, each section saved
// on its own with per-field errors (colours judged by lms-core's contrast rules), a save seen at once, and the rules
// that read the settings (password policy, popup providers offered, optional e-mails, the certificates' issuer).
// Reads go to a second copy of the host where it has one (the server on PostgreSQL): a save is seen there at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, AUTH_ENDPOINTS, DEFAULT_PASSWORD_POLICY, type AdminSettings } from '@lms/core';
import { callFunction } from '../../fixtures/callable';
import { postJson, type ConformanceHost, type ConformanceTraits, type OpenConformanceHost } from '../../host';
import { itNeeding } from '../test-needs';

export const describeSiteSettings = (openHost: OpenConformanceHost, traits: ConformanceTraits) =>
  describe('site settings', () => {
    // The password policy, the popup providers and sign-up are the built-in identity provider's endpoints.
    const builtIn = itNeeding(traits, { identity: 'built-in' });
    let host: ConformanceHost;
    let copy: ConformanceHost;
    let adminToken: string;

    async function call(name: string, data: unknown, token: string | null = adminToken, target = host) {
      const { status, body } = await callFunction(target, token, name, data);
      return { status, body };
    }
    const save = (section: string, values: unknown) => call('saveSettingsSection', { section, values });
    const authGet = async (endpoint: string) => (await copy.fetch(API_PATHS.auth(endpoint))).json();

    beforeAll(async () => {
      host = await openHost({
        config: {
          passwordPolicy: { ...DEFAULT_PASSWORD_POLICY, minLength: 8 },
          // Google is configured (a discovery address nothing answers: no test signs in with it); Microsoft is not.
          oidc: {
            google: {
              issuer: 'http://127.0.0.1:9/google',
              clientId: 'google-client',
              clientSecret: 'google-secret',
            },
          },
        },
      });
      copy = (await host.secondCopy?.()) ?? host;
      adminToken = (await host.signIn({ email: 'admin@example.com', admin: true })).idToken;
    });
    afterAll(async () => {
      if (copy !== host) await copy?.close();
      await host?.close();
    });

    it('starts from the defaults and the server configuration, and says which providers are configured', async () => {
      const { status, body } = await call('getAdminSettings', {});
      expect(status).toBe(200);
      const settings = body.result as AdminSettings;
      expect(settings.version).toBe(0);
      expect(settings.saved).toEqual({});
      expect(settings.configured).toEqual({ google: true, microsoft: false });
      expect(settings.values.site).toMatchObject({ siteName: 'Learning Platform', productNoun: 'course' });
      expect(settings.values.signIn.passwordPolicy).toMatchObject({ minLength: 8, maxLength: null });
      expect(settings.values.appearance.colors).toEqual({});
    });

    it('refuses bad fields with the field named, and saves nothing then', async () => {
      const noun = await save('site', {
        siteName: ' ',
        logoUrl: 'javascript:alert(1)',
        supportEmail: 'x',
        productNoun: 'Cours 1',
      });
      expect(noun.status).toBe(400);
      const paths = noun.body.error.details.issues.map((issue: { path: string }) => issue.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          'values.siteName',
          'values.logoUrl',
          'values.supportEmail',
          'values.productNoun',
        ]),
      );
      const policy = await save('signIn', {
        offerGoogle: true,
        offerMicrosoft: true,
        passwordPolicy: {
          minLength: 12,
          maxLength: 10,
          requireLowercase: false,
          requireUppercase: false,
          requireNumeric: false,
          requireNonAlphanumeric: false,
        },
      });
      expect(policy.body.error.details.issues[0].path).toBe('values.passwordPolicy.maxLength');
      expect((await call('getAdminSettings', {})).body.result.version).toBe(0);
    });

    it('judges colours with the contrast rules: the format, text on the colour, and text colours on the page', async () => {
      const format = await save('appearance', { colors: { secondary: 'teal' } });
      expect(format.body.error.details.issues[0]).toMatchObject({ path: 'values.colors.secondary' });
      // The darkest grey white text still reads on; a shade lighter neither white nor near-black text does.
      const grey = await save('appearance', { colors: { category: '#767676' } });
      expect(grey.status).toBe(200);
      const unreadable = await save('appearance', { colors: { category: '#7a7a7a' } });
      expect(unreadable.body.error.details.issues[0].path).toBe('values.colors.category');
      expect(unreadable.body.error.details.issues[0].message).toMatch(/contrast .*4\.5:1/);
      // A dark page background makes the default teal links unreadable: secondary is named, not primary.
      const darkPage = await save('appearance', { colors: { primary: '#202020' } });
      const paths = darkPage.body.error.details.issues.map((issue: { path: string }) => issue.path);
      expect(paths).toContain('values.colors.secondary');
      expect(paths).not.toContain('values.colors.primary');
    });

    it('a saved section is what every server copy answers at once, with a new version', async () => {
      const before = (await call('getSiteSettings', {}, null, copy)).body.result;
      const saved = await save('site', {
        siteName: 'Acme Academy',
        logoUrl: '/assets/demo/logo.png',
        supportEmail: 'Help@Acme.example',
        productNoun: 'Workshop',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.result.values.site).toEqual({
        siteName: 'Acme Academy',
        logoUrl: '/assets/demo/logo.png',
        supportEmail: 'help@acme.example',
        productNoun: 'workshop',
      });
      expect(saved.body.result.saved.site.by).toBeTruthy();
      await save('appearance', { colors: { primary: '#fff8e1', secondary: '#00695c' } });
      await save('language', { defaultLanguage: 'fr-FR' });
      const after = (await call('getSiteSettings', {}, null, copy)).body.result;
      expect(after).toMatchObject({
        siteName: 'Acme Academy',
        productNoun: 'workshop',
        colors: { primary: '#fff8e1', secondary: '#00695c' },
        defaultLanguage: 'fr-FR',
      });
      expect(after.version).toBeGreaterThan(before.version);
    });

    builtIn('the password rules and the popup providers read the sign-in section', async () => {
      const signIn = await save('signIn', {
        offerGoogle: false,
        offerMicrosoft: true,
        passwordPolicy: {
          minLength: 10,
          maxLength: 64,
          requireLowercase: false,
          requireUppercase: false,
          requireNumeric: true,
          requireNonAlphanumeric: false,
        },
      });
      expect(signIn.status).toBe(200);
      expect(await authGet(AUTH_ENDPOINTS.passwordPolicy)).toMatchObject({
        minLength: 10,
        maxLength: 64,
        requireNumeric: true,
      });
      // Google is configured but switched off; Microsoft is switched on but not configured: neither is offered.
      expect(await authGet(AUTH_ENDPOINTS.providers)).toEqual({ google: false, microsoft: false });
      const weak = await copy.fetch(
        API_PATHS.auth(AUTH_ENDPOINTS.signUp),
        postJson({ email: 'new@example.com', password: 'abcdefghi' }),
      );
      expect(weak.status).toBe(400);
      const refusal = await weak.json();
      expect(refusal.error.code).toBe('auth/password-does-not-meet-requirements');
      expect(refusal.error.details.unmet).toEqual(['minLength', 'numeric']);
      const strong = await copy.fetch(
        API_PATHS.auth(AUTH_ENDPOINTS.signUp),
        postJson({ email: 'new@example.com', password: 'abcdefghi12' }),
      );
      expect(strong.status).toBe(200);
    });

    it('a switched-off welcome e-mail is not sent', async () => {
      const student = await host.signIn({ email: 'welcome@example.com' });
      const outbox = async () =>
        (
          await host.ctx.db
            .selectFrom('outbox')
            .select('id')
            .where('to_address', '=', 'welcome@example.com')
            .execute()
        ).length;
      await save('notifications', {
        emails: { welcome: false, certificateIssued: true, supportUpdates: true },
      });
      const off = await call('sendWelcomeEmail', { email: 'welcome@example.com' }, student.idToken);
      expect(off.status).toBe(200);
      expect(await outbox()).toBe(0);
      await save('notifications', {
        emails: { welcome: true, certificateIssued: true, supportUpdates: true },
      });
      await call('sendWelcomeEmail', { email: 'welcome@example.com' }, student.idToken);
      expect(await outbox()).toBe(1);
    });

    it('students and visitors cannot read or change the sections', async () => {
      const student = await host.signIn({ email: 'student@example.com' });
      expect((await call('getAdminSettings', {}, student.idToken)).status).toBe(403);
      expect(
        (await call('saveSettingsSection', { section: 'language', values: { defaultLanguage: 'ar' } }, null))
          .status,
      ).toBe(401);
    });
  });
