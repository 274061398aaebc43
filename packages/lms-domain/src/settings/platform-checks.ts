// The checks of what every host has: its database and its store of file bytes, and the host's own build.
import { sql } from 'kysely';
import type { DomainContext } from '../context';
import { randomBytes, toHex } from '../platform/random';
import { fact, notConfigured, type CheckOutcome } from './check-runner';

/** Database: which engine and version, one round trip's time, and the migrations the schema has. */
export async function checkDatabase(ctx: DomainContext): Promise<CheckOutcome> {
  const versionQuery =
    ctx.dialect === 'postgres'
      ? sql<{ v: string }>`select version() as v`
      : sql<{ v: string }>`select sqlite_version() as v`;
  const { rows } = await versionQuery.execute(ctx.db);
  const start = performance.now();
  await sql`select 1`.execute(ctx.db);
  const roundTripMs = Math.round((performance.now() - start) * 100) / 100;
  // Kysely's own record of the migrations run on this database (db/migrate.ts runs them at every start).
  const applied = await sql<{ name: string; timestamp: string }>`
    select name, timestamp from kysely_migration order by name`.execute(ctx.db);
  const latest = applied.rows.at(-1);
  return {
    status: 'ok',
    facts: [
      fact('dialect', ctx.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'),
      fact('databaseVersion', rows[0]?.v ?? ''),
      fact('roundTripMs', roundTripMs),
      fact('migrationsApplied', applied.rows.length),
      fact('latestMigration', latest ? latest.name : ''),
    ],
  };
}

/** The body a store handed back, whatever its kind: bytes, a web stream, or an async-iterable (a Node stream). */
async function bytesOf(body: unknown): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  const chunks: Uint8Array[] = [];
  if (body instanceof ReadableStream) {
    const reader = (body as ReadableStream<Uint8Array>).getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
  } else if (body !== null && typeof body === 'object' && Symbol.asyncIterator in body) {
    for await (const chunk of body as AsyncIterable<Uint8Array>) chunks.push(chunk);
  } else {
    throw new Error('The file store answered something that is not bytes');
  }
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return all;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i]);

/** File storage: writes random bytes under a path of its own, reads them back, deletes them, and sees them gone. */
export async function checkFiles(ctx: DomainContext): Promise<CheckOutcome> {
  const payload = randomBytes(64);
  const id = toHex(randomBytes(8));
  // Outside the areas users upload to, so no file of theirs is ever touched; nothing in the files table points here.
  const path = `admin_checks/${id}.bin`;
  await ctx.fileBytes.write(path, payload);
  try {
    const size = (await ctx.fileBytes.stat(path))?.size;
    if (size !== payload.length)
      throw new Error(`Wrote ${payload.length} bytes, the store reports ${size ?? 'none'}`);
    const back = await ctx.fileBytes.read(path);
    if (back === null || !sameBytes(await bytesOf(back), payload)) {
      throw new Error('The bytes read back differ from those written');
    }
  } finally {
    await ctx.fileBytes.delete(path);
  }
  if ((await ctx.fileBytes.stat(path)) !== null)
    throw new Error('The test file is still there after deleting it');
  return {
    status: 'ok',
    facts: [fact('bytesWritten', payload.length), fact('readBack', 'identical'), fact('deleted', 'yes')],
  };
}

/** The server's version and build, as the host knows them. */
export async function checkServer(ctx: DomainContext): Promise<CheckOutcome> {
  const probes = ctx.integrationProbes;
  if (!probes) return notConfigured('This host does not report its version or build.');
  const build = probes.build();
  return {
    status: 'ok',
    facts: [
      fact('version', build.version),
      fact('build', build.build ?? 'not set'),
      fact('runtime', build.runtime),
      fact('publicUrl', ctx.config.publicUrl),
    ],
  };
}
