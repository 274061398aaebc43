import { isolatedProjectOf } from '../../vitest.isolated.ts';
import shared from './vitest.config.ts';

export default isolatedProjectOf(shared, ['test/**/*.isolated.test.ts']);
