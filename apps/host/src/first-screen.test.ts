import { describe, expect, it } from 'vitest';
import { memoryStore, SESSION_STORAGE_KEY } from '@lms/core';
import { firstScreenName, opensPlainLanding } from './first-screen';

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('host');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'lms-product-config';
    script.textContent = json;
    doc.head.append(script);
  }
  return doc;
}

describe('firstScreenName (the screen to load while the boot runs)', () => {
  it('names the route of the page being opened, with the configured noun', () => {
    const doc = page('{"productName":"Academy","productNoun":"program"}');
    expect(firstScreenName(doc, '/')).toBe('landing');
    expect(firstScreenName(doc, '/programs')).toBe('products');
    expect(firstScreenName(doc, '/student/programs/p1/view')).toBe('product-viewer');
    expect(firstScreenName(doc, '/courses')).toBe('not-found');
  });

  it('names nothing when the page has no readable configuration (the boot reports it)', () => {
    expect(firstScreenName(page(null), '/')).toBeNull();
    expect(firstScreenName(page('not json'), '/')).toBeNull();
  });
});

describe('opensPlainLanding (the landing page without React)', () => {
  const doc = page('{"productName":"Academy"}');
  const saved = () => memoryStore({ [SESSION_STORAGE_KEY]: '{"version":1}' });

  it('is the landing page for a visitor with no saved session', () => {
    expect(opensPlainLanding(doc, '/', memoryStore(), memoryStore())).toBe(true);
  });

  it('is not for a saved session in either store, another page, or an unreadable configuration', () => {
    expect(opensPlainLanding(doc, '/', saved(), memoryStore())).toBe(false);
    expect(opensPlainLanding(doc, '/', memoryStore(), saved())).toBe(false);
    expect(opensPlainLanding(doc, '/index', memoryStore(), memoryStore())).toBe(false);
    expect(opensPlainLanding(doc, '/login', memoryStore(), memoryStore())).toBe(false);
    expect(opensPlainLanding(page('not json'), '/', memoryStore(), memoryStore())).toBe(false);
  });
});
