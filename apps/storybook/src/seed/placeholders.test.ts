import { describe, expect, test } from 'vitest';
import { resolveStoryPlaceholders } from './placeholders';
import { emptyStoryIds, type StoryIds } from './story-ids';

const ids: StoryIds = {
  ...emptyStoryIds('demo', {
    student: 'uid-s',
    admin: 'uid-a',
    otherStudent: 'uid-o',
    disabled: 'uid-d',
    newcomer: 'uid-n',
    googleStudent: 'uid-g',
  }),
  courses: { python: 'c-py', 'long-3': 'c-l3' },
  courseSlugs: { python: 'python-for-absolute-beginners' },
  modules: { python: ['m-1', 'm-2'] },
  lessons: { python: ['l-1', 'l-2', 'l-3'] },
  steps: { track: 's-track' },
  checklistItems: { track: ['i-1', 'i-2'] },
  orders: { paid: 'o-paid' },
  coupons: { percent: { id: 'cp-1', code: 'WELCOME20' } },
};

describe('resolveStoryPlaceholders', () => {
  test('replaces every kind of placeholder', () => {
    expect(
      resolveStoryPlaceholders(
        '{user:student} {course:python} {course:long-3} {slug:python} {module:python/2} {lesson:python/3} ' +
          '{step:track} {item:track/1} {order:paid} {coupon:percent} {couponId:percent}',
        ids,
      ),
    ).toBe('uid-s c-py c-l3 python-for-absolute-beginners m-2 l-3 s-track i-1 o-paid WELCOME20 cp-1');
  });

  test("leaves the story app's {oobCode} and text without placeholders alone", () => {
    expect(resolveStoryPlaceholders('/reset-password?oobCode={oobCode}', ids)).toBe(
      '/reset-password?oobCode={oobCode}',
    );
    expect(resolveStoryPlaceholders('/courses?category=Data', ids)).toBe('/courses?category=Data');
  });

  test('refuses an unknown kind, a missing key and a position out of range', () => {
    expect(() => resolveStoryPlaceholders('{cours:python}', ids)).toThrow(
      'Unknown placeholder {cours:python}',
    );
    expect(() => resolveStoryPlaceholders('{course:finance}', ids)).toThrow(
      'The demo set has nothing for {course:finance}',
    );
    expect(() => resolveStoryPlaceholders('{lesson:python/4}', ids)).toThrow('nothing for {lesson:python/4}');
    expect(() => resolveStoryPlaceholders('{lesson:python/0}', ids)).toThrow('nothing for {lesson:python/0}');
    expect(() => resolveStoryPlaceholders('{lesson:python}', ids)).toThrow('nothing for {lesson:python}');
    expect(() => resolveStoryPlaceholders('{course:constructor}', ids)).toThrow(
      'nothing for {course:constructor}',
    );
    expect(() => resolveStoryPlaceholders('{constructor:x}', ids)).toThrow('Unknown placeholder');
  });
});
