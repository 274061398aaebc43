// The catalogue's first page the server wrote into the landing page's document (lms-server's landing-document.ts),
// so the landing page drawn without React shows its cards without asking the API first.
import { FIRST_COURSES_ELEMENT_ID, type OperationOutput } from '@lms/core';

type CoursePage = OperationOutput<'listCourses'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page, when the document carries one that reads as a listCourses answer; otherwise undefined and the landing
 * page asks the API (a document from an older server, a proxy that rewrote it, another back end).
 */
export function readFirstCourses(doc: Document): CoursePage | undefined {
  const text = doc.getElementById(FIRST_COURSES_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    const result = isRecord(parsed) ? parsed.result : undefined;
    if (!isRecord(result) || !Array.isArray(result.items) || typeof result.total !== 'number')
      return undefined;
    const cards = result.items.every(
      (item) => isRecord(item) && typeof item.id === 'string' && typeof item.title === 'string',
    );
    return cards ? (result as CoursePage) : undefined;
  } catch {
    return undefined;
  }
}
