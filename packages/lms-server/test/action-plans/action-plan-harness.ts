// The action-plan harness (lms-domain's conformance fixture) on a server of its own, for the server tests that need
// the server itself (its app, its environment) beside the harness.
import {
  actionPlanHarness,
  type ActionPlanHarness as HostHarness,
} from '@lms/domain/conformance/fixtures/action-plan-harness';
import type { DatabaseDialect } from '../../src/context';
import { asConformanceHost } from '../helpers/server-host';
import { createTestServer, type TestServer, type TestServerOptions } from '../helpers/server';

export type { Actor, CallFailure } from '@lms/domain/conformance/fixtures/action-plan-harness';

export interface ActionPlanHarness extends HostHarness {
  server: TestServer;
}

export async function startActionPlanServer(
  dialect: DatabaseDialect,
  options: Omit<TestServerOptions, 'dialect'> = {},
): Promise<ActionPlanHarness> {
  const server = await createTestServer({ dialect, ...options });
  try {
    const harness = await actionPlanHarness(asConformanceHost(server));
    return { ...harness, server };
  } catch (error) {
    await server.close();
    throw error;
  }
}
