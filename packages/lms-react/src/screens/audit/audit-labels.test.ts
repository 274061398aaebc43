import { describe, expect, it } from 'vitest';
import { isAuditedOperation, operations, type AuditEntry } from '@lms/core';
import { createLmsI18n, messageAreasPending } from '../../i18n/create-lms-i18n';
import { DEFAULT_SHELL_MESSAGES } from '../../i18n/default-shell';
import { actionLabel, entrySentence, SENTENCE_TARGETS } from './audit-labels';
import { auditMessages } from './messages';

const i18n = createLmsI18n({ productNoun: 'course', productPlural: 'courses' }, DEFAULT_SHELL_MESSAGES);
await messageAreasPending(i18n, [auditMessages]);
const t = i18n.t.bind(i18n);

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 'e1',
  at: '2026-05-04T09:00:00.000Z',
  kind: 'admin',
  action: 'createCoupon',
  actorUid: 'u-ada',
  actorEmail: 'ada@school.example',
  actorName: 'Ada Lovelace',
  targets: [],
  named: [],
  summary: '',
  outcome: 'ok',
  errorCode: null,
  clientIp: null,
  userAgent: null,
  ...over,
});

describe('the audit log in words', () => {
  it('has a sentence for every operation whose successful call is recorded', () => {
    const recorded = Object.values(operations)
      .filter((operation) => isAuditedOperation(operation, 'ok'))
      .map((operation) => operation.name);
    expect(recorded.filter((name) => !(name in SENTENCE_TARGETS))).toEqual([]);
    for (const name of recorded)
      expect(actionLabel(t, entry({ action: name })), name).not.toMatch(/audit\.did/);
  });

  it('names the actor and what the action was about, as they are now', () => {
    const disabled = entry({
      action: 'setUserDisabled',
      targets: ['u-bob'],
      named: [{ id: 'u-bob', kind: 'user', name: 'Bob Martin' }],
      summary: '{"uid":"u-bob","disabled":true}',
    });
    expect(entrySentence(t, disabled)).toBe('Ada Lovelace disabled the account of Bob Martin');
    expect(actionLabel(t, { ...disabled, summary: '{"uid":"u-bob","disabled":false}' })).toBe(
      'enabled the account of Bob Martin',
    );
    expect(
      actionLabel(
        t,
        entry({
          action: 'updateLesson',
          targets: ['c1', 'l1'],
          named: [
            { id: 'c1', kind: 'course', name: 'Accessibility basics' },
            { id: 'l1', kind: 'lesson', name: 'Colour contrast' },
          ],
        }),
      ),
    ).toBe('edited the lesson Colour contrast');
  });

  it('falls back to the recorded target, the address at the time, and the operation name', () => {
    const gone = entry({ action: 'deleteCourse', targets: ['c-gone'], actorName: null });
    expect(entrySentence(t, gone)).toBe('ada@school.example deleted the course c-gone');
    expect(actionLabel(t, entry({ action: 'listUsers', outcome: 'refused' }))).toBe('called listUsers');
    const guess = entry({ kind: 'security', action: 'auth.sign-in-failed', actorName: null, actorUid: null });
    expect(entrySentence(t, { ...guess, actorEmail: 'bob@example.com' })).toBe(
      'Sign-in failed: bob@example.com',
    );
  });
});
