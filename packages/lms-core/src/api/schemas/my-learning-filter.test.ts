import { describe, expect, it } from 'vitest';
import { myLearningFilterSchema } from './learning-dashboard';
import { MY_LEARNING_FILTERS, myLearningFilterOf } from './my-learning-filter';

describe('myLearningFilterOf', () => {
  it('names the same filters the contract accepts, and null for anything else', () => {
    for (const value of [...MY_LEARNING_FILTERS, 'All', 'done', '', null, undefined, 3]) {
      const parsed = myLearningFilterSchema.safeParse(value);
      expect(myLearningFilterOf(value)).toBe(parsed.success ? parsed.data : null);
    }
    expect(myLearningFilterOf('completed')).toBe('completed');
  });
});
