// The report's input as the contract takes it (the report itself, on every host:
// conformance/rules/reports/enrollment-report.ts).
import { describe, expect, it } from 'vitest';
import { operations } from '@lms/core';

describe('getEnrollmentReport input', () => {
  const check = (data: object) => operations.getEnrollmentReport.input.safeParse(data).success;

  it('takes existing calendar dates in order, at most about five years apart', () => {
    expect(check({ from: '2025-01-01', to: '2025-01-01' })).toBe(true);
    expect(check({ from: '2025-02-30', to: '2025-03-01' })).toBe(false);
    expect(check({ from: '2025-01-02', to: '2025-01-01' })).toBe(false);
    expect(check({ from: '2020-01-01', to: '2025-12-31' })).toBe(false);
    expect(check({ from: '2025-1-1', to: '2025-01-31' })).toBe(false);
    expect(check({ from: '2025-01-01', to: '2025-01-31', extra: 1 })).toBe(false);
  });
});
