import { describe, expect, it } from 'vitest';
import { areaOfOperation, type OperationName } from '@lms/core';
import { DOMAIN_AREAS, handlers, jobs, migrations, undeclaredAreas } from '.';

describe('the domain, area by area', () => {
  it('declares every area of the contract once', () => {
    expect(undeclaredAreas()).toEqual([]);
    const names = DOMAIN_AREAS.map((area) => area.name);
    expect(names.length).toBe(new Set(names).size);
  });

  it('files each handler under the area whose contract declares the operation', () => {
    for (const area of DOMAIN_AREAS) {
      for (const name of Object.keys(area.handlers)) {
        expect(areaOfOperation(name as OperationName), name).toBe(area.name);
      }
    }
    expect(Object.keys(handlers).length).toBeGreaterThan(50);
  });

  it('orders every migration by its number, each number once', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('001-initial-schema');
    expect(new Set(names.map((name) => name.slice(0, 3))).size).toBe(names.length);
  });

  it("collects every scheduled job from the manifests, each named after its area's and once", () => {
    const owners = new Set<string>(['auth', 'mail', ...DOMAIN_AREAS.map((area) => area.name)]);
    for (const job of jobs) {
      expect(owners.has(job.name.split('.')[0] ?? ''), job.name).toBe(true);
      expect(job.everyMs, job.name).toBeGreaterThan(0);
    }
    expect(jobs.map((job) => job.name).sort()).toEqual([
      'audit.prune-past-retention',
      'auth.prune-expired-records',
      'embedding.prune-launch-tokens',
      'mail.deliver-outbox',
      'mail.prune-mail-log',
      'payments.cancel-expired-checkouts',
    ]);
  });
});
