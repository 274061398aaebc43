import { describe, expect, it } from 'vitest';
import { areaOfOperation, contractAreas, operations, type OperationName } from '.';

describe('the contract, area by area', () => {
  it('has a group for every area and no operation in two areas', () => {
    // Area names are folder names in every package (docs/adding-an-area.md).
    for (const [area, group] of Object.entries(contractAreas)) {
      expect(area, 'an area name is lowercase words joined by hyphens').toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(Object.keys(group), `the area ${area} declares no operation`).not.toHaveLength(0);
    }
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
