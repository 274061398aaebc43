// What the dispatch records of an admin call, decided from the contract alone: which calls, which targets, and a
// summary with no secret in it at any depth.
import { describe, expect, it } from 'vitest';
import { operations } from '@lms/core';
import { auditSummary, auditTargets, isAudited } from './audit-policy';

describe('audit policy', () => {
  it('records admin changes and refusals, not successful admin reads nor any non-admin operation', () => {
    expect(isAudited(operations.createCoupon, 'ok')).toBe(true);
    expect(isAudited(operations.exportUsersCsv, 'ok')).toBe(true);
    expect(isAudited(operations.listUsers, 'ok')).toBe(false);
    expect(isAudited(operations.adminGetCourse, 'ok')).toBe(false);
    expect(isAudited(operations.listUsers, 'refused')).toBe(true);
    expect(isAudited(operations.updateMyUserDocument, 'ok')).toBe(false);
    expect(isAudited(operations.updateMyUserDocument, 'refused')).toBe(false);
  });

  it("an operation's declaration wins over its name", () => {
    const declared = { ...operations.listUsers, audit: { record: true, targets: ['search'] } };
    expect(isAudited(declared, 'ok')).toBe(true);
    expect(auditTargets(declared, { search: 'ada', page: 1 })).toEqual(['ada']);
  });

  it('targets: id-like input fields, then ids of the result and its sub-objects, never a secret', () => {
    const targets = auditTargets(
      operations.createEmbedApiKey,
      { name: 'Partner', origins: ['https://partner.example'] },
      { key: { id: 'key-1', name: 'Partner' }, secret: 'lms_live_secret' },
    );
    expect(targets).toEqual(['key-1']);
    expect(auditTargets(operations.setUserRole, { uid: 'u-1', role: 'admin' })).toEqual(['u-1']);
    expect(auditTargets(operations.updateCoupon, { id: 'c-1', code: 'TEN', courseIds: ['a', 'b'] })).toEqual([
      'c-1',
      'TEN',
      'a',
      'b',
    ]);
  });

  it('summary: the input without secret-looking keys at any depth, cut at 2,000 characters', () => {
    const summary = auditSummary({
      name: 'x',
      password: 'hunter2',
      nested: { apiKey: 'k', refreshToken: 't', keep: 1 },
      list: [{ clientSecret: 's' }],
    });
    expect(JSON.parse(summary)).toEqual({
      name: 'x',
      password: '[removed]',
      nested: { apiKey: '[removed]', refreshToken: '[removed]', keep: 1 },
      list: [{ clientSecret: '[removed]' }],
    });
    expect(auditSummary({})).toBe('');
    expect(auditSummary({ text: 'a'.repeat(5000) })).toHaveLength(2000);
  });
});
