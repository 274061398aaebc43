import { describe, expect, it } from 'vitest';
import { assembleHandlers, missingHandlers, type HandlerMap } from '@lms/domain/internal/functions/registry';
import { handlers } from '@lms/domain/internal/areas/index';

const listCourses: HandlerMap['listCourses'] = async ({ input }) => ({
  items: [],
  total: 0,
  page: input.page,
  pageSize: input.pageSize,
});

describe('handler registry', () => {
  it('combines the areas into one map', () => {
    const assembled = assembleHandlers({ listCourses }, {});
    expect(assembled.listCourses).toBe(listCourses);
    expect(missingHandlers(assembled)).not.toContain('listCourses');
  });

  it('refuses two handlers for one operation: a wiring mistake must fail at start-up, not pick one silently', () => {
    expect(() => assembleHandlers({ listCourses }, { listCourses })).toThrow(
      /Two handlers for operation listCourses/,
    );
  });

  it('refuses a handler for an operation the contract does not have', () => {
    const stray = { notInContract: listCourses } as unknown as Partial<HandlerMap>;
    expect(() => assembleHandlers(stray)).toThrow(/Handler for unknown operation notInContract/);
  });

  it('wires the course, enrolment, user and mail handlers into the server map', () => {
    for (const name of [
      'listCourses',
      'getCourse',
      'listMyEnrollments',
      'getUserDocument',
      'updateMyUserDocument',
      'listUsers',
      'setUserRole',
      'sendWelcomeEmail',
    ] as const) {
      expect(typeof handlers[name], name).toBe('function');
    }
  });
});
