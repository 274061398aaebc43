import { describe, expect, it } from 'vitest';
import { rules } from './rules';

describe('rules table (spec 5: every generic field rule kind is available)', () => {
  it('offers date, time, full time, time or full time, e-mail and the four colour formats', () => {
    expect(Object.keys(rules).sort()).toEqual(
      [
        'date',
        'email',
        'fullTime',
        'hexColor',
        'hexaColor',
        'rgbColor',
        'rgbaColor',
        'time',
        'timeOrFullTime',
      ].sort(),
    );
  });

  it('names each failure after the rule that produced it', () => {
    for (const [name, rule] of Object.entries(rules)) {
      expect(rule('definitely not valid')).toMatchObject({ ok: false, rule: name });
    }
  });
});
