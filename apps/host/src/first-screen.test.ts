import { describe, expect, it } from 'vitest';
import { firstScreenName } from './first-screen';

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
