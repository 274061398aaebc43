// The reports area's rules as every host must keep them; each group opens its own host (a fresh database).
import type { DescribeRules } from './rules-types';

export const reportsRules: readonly DescribeRules[] = [];
