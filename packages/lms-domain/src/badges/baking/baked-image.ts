// The baked badge image (Open Badges 3.0 baking): the badge's picture with the award's signed credential inside.
// A PNG picture is baked as PNG, or as an SVG that draws it; an SVG picture only as SVG (no rasteriser runs in every
// host: docs/decisions.md, "Badge expiry and baked images").
import { LmsError, type BakedBadgeFormat } from '@lms/core';
import { fromBase64Url, toBase64 } from '../../platform/random';
import { bakePng, pngChunks, pngSize } from './png-baking';
import { bakeSvg, parseSvg, svgAroundPng } from './svg-baking';

const PNG_DATA_URL = 'data:image/png;base64,';
const SVG_DATA_URL = 'data:image/svg+xml;base64,';

/** Which baked formats a badge's picture gives. */
export function bakedFormatsOf(image: string): BakedBadgeFormat[] {
  return image.startsWith(PNG_DATA_URL) ? ['png', 'svg'] : ['svg'];
}

export interface BakedImage {
  contentType: 'image/png' | 'image/svg+xml';
  bytes: Uint8Array;
}

const unreadable = () =>
  new LmsError(
    'functions/unavailable',
    "The badge's picture cannot be read: an administrator must upload it again.",
    {
      reason: 'unreadable-image',
    },
  );

/** Refuses a format the picture cannot give (a PNG of an SVG badge), before anything is signed. */
export function checkBakedFormat(image: string, format: BakedBadgeFormat): void {
  if (!bakedFormatsOf(image).includes(format))
    throw new LmsError(
      'functions/invalid-argument',
      "This badge's picture is an SVG, so its baked image is an SVG: ask for that one.",
      { reason: 'no-png-image' },
    );
}

/** The picture (a PNG or SVG data URL, as the contract keeps it) with the credential JSON baked in. */
export function bakeBadgeImage(image: string, format: BakedBadgeFormat, credentialJson: string): BakedImage {
  checkBakedFormat(image, format);
  if (image.startsWith(PNG_DATA_URL)) {
    const chunks = pngChunks(fromBase64Url(image.slice(PNG_DATA_URL.length)));
    if (chunks === null) throw unreadable();
    if (format === 'png') return { contentType: 'image/png', bytes: bakePng(chunks, credentialJson) };
    const doc = parseSvg(svgAroundPng(image, pngSize(chunks)));
    if (doc === null) throw unreadable();
    return { contentType: 'image/svg+xml', bytes: new TextEncoder().encode(bakeSvg(doc, credentialJson)) };
  }
  if (!image.startsWith(SVG_DATA_URL)) throw unreadable();
  const doc = parseSvg(new TextDecoder().decode(fromBase64Url(image.slice(SVG_DATA_URL.length))));
  if (doc === null) throw unreadable();
  return { contentType: 'image/svg+xml', bytes: new TextEncoder().encode(bakeSvg(doc, credentialJson)) };
}

/** As the contract's file answer (base64 in the callable's JSON). */
export function bakedImageFile(fileName: string, baked: BakedImage) {
  return { fileName, contentType: baked.contentType, base64: toBase64(baked.bytes) };
}
