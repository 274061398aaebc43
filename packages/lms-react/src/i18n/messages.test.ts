import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, notificationDefaults, ROUTE_NAMES } from '@lms/core';
import enUS from './messages/en-US.json';
import ar from './messages/ar.json';
import frFR from './messages/fr-FR.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('message files', () => {
  it('fr-FR translates every en-US message', () => {
    const french = new Set(keys(frFR as Tree));
    expect(keys(enUS as Tree).filter((key) => !french.has(key))).toEqual([]);
  });

  it('ar translates every en-US message', () => {
    const arabic = new Set(keys(ar as Tree));
    expect(keys(enUS as Tree).filter((key) => !arabic.has(key))).toEqual([]);
  });

  it("ar translates every error of lms-core's catalogue", () => {
    const errors = (ar as Tree).errors as Tree;
    expect(Object.keys(ERROR_MESSAGES).filter((code) => typeof errors[code] !== 'string')).toEqual([]);
  });

  it("fr-FR translates every error of lms-core's catalogue (en-US takes them from lms-core)", () => {
    const errors = (frFR as Tree).errors as Tree;
    expect(Object.keys(ERROR_MESSAGES).filter((code) => typeof errors[code] !== 'string')).toEqual([]);
  });

  it('has a page title and description for every route of the table', () => {
    const route = (enUS as Tree).route as Tree;
    for (const name of ROUTE_NAMES) {
      expect(route[name], name).toEqual({ title: expect.any(String), description: expect.any(String) });
    }
  });

  it('spec 9: the en-US close label of notifications is "Close notification"', () => {
    expect(((enUS as Tree).notification as Tree).close).toBe(notificationDefaults.closeLabel);
  });
});
