import { describe, expect, it } from 'vitest';
import { FIRST_COURSES_ELEMENT_ID } from '@lms/core';
import { readFirstCourses } from './first-courses';

function page(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('host');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_COURSES_ELEMENT_ID;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe('readFirstCourses (the courses the server wrote into the landing page)', () => {
  it('reads the listCourses answer', () => {
    const result = { items: [{ id: 'c1', title: 'SQL' }], total: 1, page: 1, pageSize: 12 };
    expect(readFirstCourses(page(JSON.stringify({ result })))).toEqual(result);
  });

  it('reads nothing from a document without one, or with something else in it', () => {
    expect(readFirstCourses(page(null))).toBeUndefined();
    expect(readFirstCourses(page('not json'))).toBeUndefined();
    expect(readFirstCourses(page('{"result":{"items":"none","total":1}}'))).toBeUndefined();
    expect(readFirstCourses(page('{"result":{"items":[{"id":1}],"total":1}}'))).toBeUndefined();
    expect(readFirstCourses(page('[1,2]'))).toBeUndefined();
  });
});
