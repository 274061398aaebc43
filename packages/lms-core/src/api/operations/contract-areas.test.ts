import { describe, expect, it } from 'vitest';
import { AREA_NAMES } from '../../areas';
import { areaOfOperation, contractAreas, operations, type OperationName } from '.';

describe('the contract, area by area', () => {
  it('has a group for every area and no operation in two areas', () => {
    expect(Object.keys(contractAreas).sort()).toEqual([...AREA_NAMES].sort());
    const names = Object.values(contractAreas).flatMap((group) => Object.keys(group));
    expect(names.length).toBe(new Set(names).size);
    expect(Object.keys(operations).sort()).toEqual([...names].sort());
  });

  it('names each operation by its own name and knows its area', () => {
    for (const [name, operation] of Object.entries(operations)) expect(operation.name).toBe(name);
    expect(areaOfOperation('listCourses')).toBe('courses');
    expect(areaOfOperation('createCourse' as OperationName)).toBe('courses');
    expect(areaOfOperation('listMyEnrollments')).toBe('learning');
    expect(areaOfOperation('sendWelcomeEmail')).toBe('users');
  });
});
