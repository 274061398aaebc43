// WCAG 2.x contrast, so tests (and anyone adding a token) can prove text on a colour stays readable.
import { LmsError } from '../errors/lms-error';

/** WCAG AA: normal-size text needs at least 4.5:1. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

const HEX6 = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** Relative luminance of an opaque #rrggbb colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const match = HEX6.exec(hex);
  if (!match)
    throw new LmsError('functions/invalid-argument', `Expected a #rrggbb colour, got ${JSON.stringify(hex)}`);
  const [red, green, blue] = match.slice(1, 4).map((channel) => {
    const value = parseInt(channel, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Contrast ratio between two opaque colours, from 1 (none) to 21 (black on white); the order does not matter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}
