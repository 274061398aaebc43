import type { ConformanceNeed, ConformanceTraits, OpenConformanceHost } from '../host';

/**
 * One group of a domain area's rules: it declares its tests against whichever host the suite is run by, and may
 * skip the tests a host cannot be asked (`traits`; see ConformanceTraits).
 */
export type DescribeRules = (openHost: OpenConformanceHost, traits: ConformanceTraits) => void;

/** What every test of a group file needs (`export const needs = [...]`), beside its `describe…` export. */
export type GroupNeeds = readonly ConformanceNeed[];
