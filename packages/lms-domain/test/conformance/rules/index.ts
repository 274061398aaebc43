// The domain's rules, area by area, as the conformance suite runs them on every host: an area lists its groups in
// its own file here, so a new group or a new area needs no edit in any host.
import { describe } from 'vitest';
import type { OpenConformanceHost } from '../host';
import { actionPlansRules } from './action-plans';
import { auditRules } from './audit';
import { authRules } from './auth';
import { authoringRules } from './authoring';
import { badgesRules } from './badges';
import { certificatesRules } from './certificates';
import { embeddingRules } from './embedding';
import { learningRules } from './learning';
import { paymentsRules } from './payments';
import { reportsRules } from './reports';
import { settingsRules } from './settings';
import { supportRules } from './support';
import { surveysRules } from './surveys';
import { usersRules } from './users';
import type { DescribeRules } from './rules-types';

const AREAS: Readonly<Record<string, readonly DescribeRules[]>> = {
  'action-plans': actionPlansRules,
  audit: auditRules,
  auth: authRules,
  authoring: authoringRules,
  badges: badgesRules,
  certificates: certificatesRules,
  embedding: embeddingRules,
  learning: learningRules,
  payments: paymentsRules,
  reports: reportsRules,
  settings: settingsRules,
  support: supportRules,
  surveys: surveysRules,
  users: usersRules,
};

export function describeDomainRules(openHost: OpenConformanceHost): void {
  for (const [area, rules] of Object.entries(AREAS)) {
    if (rules.length > 0) describe(area, () => rules.forEach((describeRules) => describeRules(openHost)));
  }
}
