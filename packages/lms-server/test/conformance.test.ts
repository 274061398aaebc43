// The server hosts the domain as every host must: lms-domain's conformance suite, on SQLite and on PostgreSQL,
// through Fastify (helpers/server-host.ts).
import { describe } from 'vitest';
import { describeAuthorizationTable, describeHostConformance } from '@lms/domain/conformance';
import { testDatabases } from './helpers/databases';
import { createTestServer } from './helpers/server';
import { asConformanceHost } from './helpers/server-host';

describeAuthorizationTable();

describe.each(testDatabases())('the server on $dialect', ({ dialect }) => {
  describeHostConformance(async (options) => {
    const server = await createTestServer({ dialect, ...options });
    // SQLite's data directory is locked to one server; PostgreSQL takes several copies.
    const copy = () => createTestServer({ dialect, ...options, database: server.database });
    return asConformanceHost(server, dialect === 'postgres' ? copy : undefined);
  });
});
