// The audit log's retention: entries older than the configured days are deleted hourly, by every server copy
// (the delete is idempotent), as the auth records are pruned. Not on write: a write must stay one cheap insert.
import type { FastifyInstance } from 'fastify';
import { pruneAuditLog } from '@lms/domain';
import type { ServerContext } from '../context';

const PRUNE_EVERY_MS = 60 * 60_000;

export function registerAuditRetention(app: FastifyInstance, ctx: ServerContext): void {
  const timer = setInterval(() => void pruneAuditEntries(ctx), PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export async function pruneAuditEntries(ctx: ServerContext): Promise<void> {
  try {
    const deleted = await pruneAuditLog(ctx);
    if (deleted > 0) ctx.log.info({ deleted }, 'Deleted audit log entries past their retention');
  } catch (error) {
    ctx.log.warn({ err: error }, 'Could not delete old audit log entries');
  }
}
