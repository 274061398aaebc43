// The product configuration in the HTML documents (<script id="lms-product-config">): what the platform is called,
// what it teaches and its default language; the server writes the stored settings into it on every page it serves. The host's boot reads it from the page and the server from the same file
// (to answer 404 for paths that are no route of the table built with its noun), so both parse it here.
import { LmsError } from '../errors';

export interface ProductConfig {
  productName: string;
  productNoun?: string;
  productPlural?: string;
  /** The site's default language (the settings' language section; the server writes it into the page). */
  defaultLanguage?: string;
  /** The site's logo (the settings' site section): an https address or a path on the site, drawn in the header. */
  logoUrl?: string;
}

export const PRODUCT_CONFIG_ELEMENT_ID = 'lms-product-config';

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  throw new LmsError(
    'functions/invalid-argument',
    `Product configuration: ${field} must be a non-empty string`,
  );
}

/** Parses and checks the configuration's JSON text. */
export function parseProductConfig(text: string): ProductConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw LmsError.received('functions/invalid-argument', 'Product configuration is not valid JSON', error);
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
    defaultLanguage: optionalString(fields.defaultLanguage, 'defaultLanguage'),
    logoUrl: optionalString(fields.logoUrl, 'logoUrl'),
  };
}

const ELEMENT_IN_HTML = new RegExp(
  `<script[^>]*\\bid=["']?${PRODUCT_CONFIG_ELEMENT_ID}["']?[^>]*>([\\s\\S]*?)</script>`,
  'i',
);

/** The configuration written in an HTML document's text, or null when the document has none. */
export function productConfigInHtml(html: string): ProductConfig | null {
  const text = ELEMENT_IN_HTML.exec(html)?.[1];
  return text === undefined ? null : parseProductConfig(text);
}

/** What a deployment teaches when its configuration does not say. */
export const DEFAULT_PRODUCT_NOUN = 'course';
