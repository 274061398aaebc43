// The product configuration the boot's product step loads: what the platform is called and what it teaches.
import { LmsError, PRODUCT_CONFIG_ELEMENT_ID, parseProductConfig, type ProductConfig } from '@lms/core';

export type { ProductConfig };

/** Reads and checks the JSON of <script id="lms-product-config"> in the page. */
export function readProductConfig(doc: Document = document): ProductConfig {
  const element = doc.getElementById(PRODUCT_CONFIG_ELEMENT_ID);
  if (!element?.textContent) {
    throw new LmsError(
      'functions/not-found',
      `The page has no #${PRODUCT_CONFIG_ELEMENT_ID} element with the product configuration`,
    );
  }
  return parseProductConfig(element.textContent);
}
