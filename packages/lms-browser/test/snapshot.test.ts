// A seeded platform saved once and reopened per story.
import { describe, expect, it } from 'vitest';
import { createPasswordAccount } from '@lms/domain';
import { clientOf, codeOf, openLocalServer } from './helpers';

describe('export and reopen', () => {
  it('carries accounts, sessions and keys into a reopened server, and changes there stay there', async () => {
    const seeded = await openLocalServer();
    const admin = await createPasswordAccount(seeded.context, {
      email: 'ada@example.com',
      password: 'admin password',
      role: 'admin',
    });
    const session = await seeded.sessionFor(admin.uid);
    const snapshot = seeded.export();
    await seeded.close();

    const first = await openLocalServer({ database: snapshot });
    const second = await openLocalServer({ database: snapshot });
    try {
      expect(first.migrations.applied).toEqual([]);
      // The signing keys came along: a token issued before the export is still good.
      const firstClient = clientOf(first);
      firstClient.signedIn(session);
      await expect(firstClient.backend.functions.call('listUsers', {})).resolves.toMatchObject({ total: 1 });
      await firstClient.backend.auth.signUp({ email: 'new@example.com', password: 'password' });
      await expect(firstClient.backend.functions.call('listUsers', {})).resolves.toMatchObject({ total: 2 });

      const secondClient = clientOf(second);
      await expect(
        secondClient.backend.auth.signInWithPassword({
          email: 'ada@example.com',
          password: 'admin password',
        }),
      ).resolves.toMatchObject({ user: { uid: admin.uid } });
      expect(
        await codeOf(
          secondClient.backend.auth.signInWithPassword({ email: 'new@example.com', password: 'password' }),
        ),
      ).toBe('auth/invalid-credential');
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('refuses to export in the middle of a request', async () => {
    const server = await openLocalServer();
    try {
      server.setMode({ kind: 'delayed', ms: 50 }, { areas: ['auth'] });
      const signUp = clientOf(server).backend.auth.signUp({ email: 'a@example.com', password: 'password' });
      // The delay is spent before the domain takes the connection: exporting then is fine.
      expect(server.export().byteLength).toBeGreaterThan(0);
      const trx = await server.context.db.startTransaction().execute();
      expect(() => server.export()).toThrow(/in use/);
      await trx.rollback().execute();
      await signUp;
      expect(server.export().byteLength).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
