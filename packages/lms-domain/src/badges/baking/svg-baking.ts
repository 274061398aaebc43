// Open Badges 3.0 baking in SVG: an `openbadges:credential` element in the https://purl.imsglobal.org/ob/v3p0
// namespace, first in the root <svg>, holding the credential JSON as CDATA. The SVG is parsed and written back
// with @xmldom/xmldom (no DOM in every host), so comments, a doctype or prefixes in an admin's file cannot fool it.
import { DOMParser, XMLSerializer, type Document } from '@xmldom/xmldom';

export const OB_V3_NAMESPACE = 'https://purl.imsglobal.org/ob/v3p0';
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

/** The SVG document; null when the text is not well-formed SVG. */
export function parseSvg(text: string): Document | null {
  try {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = doc.documentElement;
    return root?.localName === 'svg' && root.namespaceURI === SVG_NAMESPACE ? doc : null;
  } catch {
    return null;
  }
}

/** CDATA cannot hold "]]>": the JSON is split there into sections whose text joins back to the same JSON. */
function cdataPieces(text: string): string[] {
  const parts = text.split(']]>');
  return parts.map((part, i) => (i > 0 ? '>' : '') + part + (i < parts.length - 1 ? ']]' : ''));
}

/** The SVG with the credential baked in; an earlier credential element is replaced (the spec allows one). */
export function bakeSvg(doc: Document, credentialJson: string): string {
  const root = doc.documentElement;
  if (root === null) throw new Error('The SVG has no root element.');
  for (const old of Array.from(root.getElementsByTagNameNS(OB_V3_NAMESPACE, 'credential')))
    old.parentNode?.removeChild(old);
  root.setAttributeNS(XMLNS_NAMESPACE, 'xmlns:openbadges', OB_V3_NAMESPACE);
  const element = doc.createElementNS(OB_V3_NAMESPACE, 'openbadges:credential');
  for (const piece of cdataPieces(credentialJson)) element.appendChild(doc.createCDATASection(piece));
  root.insertBefore(element, root.firstChild);
  const text = new XMLSerializer().serializeToString(doc);
  return text.startsWith('<?xml') ? text : `<?xml version="1.0" encoding="UTF-8"?>\n${text}`;
}

/** An SVG drawing a PNG badge at its size, so a PNG badge can be shared as a baked SVG too. */
export function svgAroundPng(pngDataUrl: string, size: { width: number; height: number }): string {
  const { width, height } = size;
  return (
    `<svg xmlns="${SVG_NAMESPACE}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<image width="${width}" height="${height}" href="${pngDataUrl}"/></svg>`
  );
}
