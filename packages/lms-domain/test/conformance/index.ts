// The host conformance suite (issue 32, part 6): what every host of the domain must answer alike. A host's test file
// calls `describeHostConformance` with a function that opens it; the suite then checks the authorization matrix
// (every operation by every kind of caller), the protocol's statuses and error bodies, a mail through the outbox,
// a scheduled job, and every area's rules (rules/). Hosts today: the server on SQLite and on PostgreSQL, the page on
// sql.js.
import { describeAuthorizationMatrix } from './authorization-matrix';
import { FULL_HOST, type ConformanceTraits, type OpenConformanceHost } from './host';
import { describeMailAndJobs } from './mail-and-jobs';
import { describeProtocol } from './protocol';
import { describeDomainRules } from './rules';

export type {
  ConformanceHost,
  ConformanceHostOptions,
  ConformanceTraits,
  HostFeature,
  OpenConformanceHost,
} from './host';
export { FULL_HOST } from './host';
export { describeAuthorizationTable } from './authorization-matrix';

/** `traits`: what the host is built on (ConformanceTraits); the server's and the page's by default. */
export function describeHostConformance(
  openHost: OpenConformanceHost,
  traits: ConformanceTraits = FULL_HOST,
): void {
  describeProtocol(openHost, traits);
  describeMailAndJobs(openHost);
  describeAuthorizationMatrix(openHost, traits);
  describeDomainRules(openHost, traits);
}
