// The product configuration the boot's product step loads: what the platform is called and what it teaches.
import { LmsError } from '@lms/core';

export interface ProductConfig {
  productName: string;
  productNoun?: string;
  productPlural?: string;
}

const ELEMENT_ID = 'lms-product-config';

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  throw new LmsError(
    'functions/invalid-argument',
    `Product configuration: ${field} must be a non-empty string`,
  );
}

/** Reads and checks the JSON of <script id="lms-product-config"> in the page. */
export function readProductConfig(doc: Document = document): ProductConfig {
  const element = doc.getElementById(ELEMENT_ID);
  if (!element?.textContent) {
    throw new LmsError(
      'functions/not-found',
      `The page has no #${ELEMENT_ID} element with the product configuration`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent);
  } catch (error) {
    throw new LmsError('functions/invalid-argument', 'Product configuration is not valid JSON', error);
  }
  if (typeof parsed !== 'object' || parsed === null) {
    throw new LmsError('functions/invalid-argument', 'Product configuration must be a JSON object');
  }
  const fields = parsed as Record<string, unknown>;
  const productName = optionalString(fields.productName, 'productName');
  if (productName === undefined) {
    throw new LmsError('functions/invalid-argument', 'Product configuration: productName is required');
  }
  return {
    productName,
    productNoun: optionalString(fields.productNoun, 'productNoun'),
    productPlural: optionalString(fields.productPlural, 'productPlural'),
  };
}
