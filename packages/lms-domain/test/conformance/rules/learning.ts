// The learning area's rules as every host must keep them; each group opens its own host (a fresh database).
import { describeLessonProgress } from './learning/lesson-progress';
import type { DescribeRules } from './rules-types';

export const learningRules: readonly DescribeRules[] = [describeLessonProgress];
