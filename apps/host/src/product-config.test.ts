import { describe, expect, it } from 'vitest';
import { readProductConfig } from './product-config';

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

describe('readProductConfig (boot product step)', () => {
  it('reads the product name and noun from the page', () => {
    expect(readProductConfig(page('{"productName":" Academy ","productNoun":"program"}'))).toEqual({
      productName: 'Academy',
      productNoun: 'program',
      productPlural: undefined,
      defaultLanguage: undefined,
    });
  });

  it('reads the default language the server wrote in from the settings', () => {
    expect(readProductConfig(page('{"productName":"A","defaultLanguage":"fr-FR"}')).defaultLanguage).toBe(
      'fr-FR',
    );
  });

  it('fails with functions/not-found when the page has no configuration', () => {
    expect(() => readProductConfig(page(null))).toThrow(
      expect.objectContaining({ code: 'functions/not-found' }),
    );
  });

  it('fails with functions/invalid-argument for broken JSON', () => {
    expect(() => readProductConfig(page('{productName'))).toThrow(
      expect.objectContaining({ code: 'functions/invalid-argument' }),
    );
  });

  it('requires a product name and rejects empty or non-string fields', () => {
    expect(() => readProductConfig(page('{"productNoun":"course"}'))).toThrow(/productName is required/);
    expect(() => readProductConfig(page('{"productName":"A","productNoun":""}'))).toThrow(/productNoun/);
    expect(() => readProductConfig(page('{"productName":7}'))).toThrow(/productName/);
  });
});
