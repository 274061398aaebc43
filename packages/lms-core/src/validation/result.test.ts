import { describe, expect, it } from 'vitest';
import { rules } from './rules';
import { allowEmpty, toFieldValidator, validate, type Rule } from './result';

const alwaysFailsAs =
  (message: string): Rule =>
  () => ({ ok: false, rule: 'email', message });

describe('validate', () => {
  it('passes when every rule passes', () => {
    expect(validate('09:30', [rules.time, rules.timeOrFullTime])).toEqual({ ok: true });
  });

  it('answers with the first failing rule, in order', () => {
    expect(validate('x', [alwaysFailsAs('first'), alwaysFailsAs('second')])).toEqual({
      ok: false,
      rule: 'email',
      message: 'first',
    });
  });

  it('passes with no rules at all', () => {
    expect(validate(undefined, [])).toEqual({ ok: true });
  });
});

describe('allowEmpty', () => {
  it('lets an empty field (undefined, null, empty text) pass', () => {
    for (const empty of [undefined, null, '']) expect(allowEmpty(rules.date)(empty)).toEqual({ ok: true });
  });

  it('still applies the rule to any filled-in value', () => {
    expect(allowEmpty(rules.date)('31/01/2025')).toMatchObject({ ok: false, rule: 'date' });
    expect(allowEmpty(rules.date)(' ')).toMatchObject({ ok: false, rule: 'date' });
  });
});

describe('toFieldValidator (true | message style)', () => {
  it('answers true for a valid value and the message for an invalid one', () => {
    const check = toFieldValidator([rules.email]);
    expect(check('ada@example.com')).toBe(true);
    expect(check('ada@')).toBe('Enter a valid email address, for example name@example.com.');
  });
});
