// The whole server (createTestServer, listening) on a fresh test database, with chosen upload limits, plus
// signed-in users to call it with.
import type { FastifyInstance } from 'fastify';
import type { DatabaseDialect, ServerContext } from '../../src/context';
import { DEFAULT_FILE_LIMITS, type FileLimits } from '@lms/domain';
import { signInTestUser } from '../helpers/auth';
import { createTestServer } from '../helpers/server';

export interface FileTestServer {
  app: FastifyInstance;
  ctx: ServerContext;
  url: string;
  signUp(email: string, role?: 'user' | 'admin'): Promise<{ uid: string; token: string }>;
  close(): Promise<void>;
}

export async function startFileTestServer(
  dialect: DatabaseDialect,
  chosen: Partial<FileLimits>,
): Promise<FileTestServer> {
  const limits: FileLimits = { ...DEFAULT_FILE_LIMITS, ...chosen };
  const server = await createTestServer({ dialect, listen: true, app: { files: { limits } } });
  if (server.url === null) throw new Error('the test server did not listen');
  return {
    app: server.app,
    ctx: server.ctx,
    url: server.url,
    async signUp(email, role = 'user') {
      const session = await signInTestUser(server.ctx, { email, admin: role === 'admin' });
      return { uid: session.uid, token: session.idToken };
    },
    close: () => server.close(),
  };
}
