import type { OpenConformanceHost } from '../host';

/** One group of a domain area's rules: it declares its tests against whichever host the suite is run by. */
export type DescribeRules = (openHost: OpenConformanceHost) => void;
