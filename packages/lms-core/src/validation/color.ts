// Colour field rules (spec section 5): hex, hex with alpha, rgb() and rgba(), in CSS comma syntax.
import { invalidResult, VALID_RESULT, type Rule } from './result';

export const HEX_COLOR_MESSAGE = 'Enter a hex color as #rgb or #rrggbb, for example #1a7f64.';
export const HEXA_COLOR_MESSAGE =
  'Enter a hex color with alpha as #rgba or #rrggbbaa, for example #1a7f64cc.';
export const RGB_COLOR_MESSAGE =
  'Enter a color as rgb(red, green, blue) with each channel from 0 to 255, for example rgb(26, 127, 100).';
export const RGBA_COLOR_MESSAGE =
  'Enter a color as rgba(red, green, blue, alpha) with channels from 0 to 255 and alpha from 0 to 1, ' +
  'for example rgba(26, 127, 100, 0.5).';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const HEXA = /^#([0-9a-f]{4}|[0-9a-f]{8})$/i;
const CHANNEL = String.raw`\s*(\d{1,3})\s*`;
const ALPHA = String.raw`\s*(\d+(?:\.\d+)?|\.\d+)\s*`;
// CSS function names are case-insensitive, so RGB(...) is as valid as rgb(...).
const RGB = new RegExp(`^rgb\\(${CHANNEL},${CHANNEL},${CHANNEL}\\)$`, 'i');
const RGBA = new RegExp(`^rgba\\(${CHANNEL},${CHANNEL},${CHANNEL},${ALPHA}\\)$`, 'i');

const channelsInRange = (channels: (string | undefined)[]) =>
  channels.every((channel) => Number(channel) <= 255);

export const hexColor: Rule = (value) =>
  typeof value === 'string' && HEX.test(value) ? VALID_RESULT : invalidResult('hexColor', HEX_COLOR_MESSAGE);

export const hexaColor: Rule = (value) =>
  typeof value === 'string' && HEXA.test(value)
    ? VALID_RESULT
    : invalidResult('hexaColor', HEXA_COLOR_MESSAGE);

export const rgbColor: Rule = (value) => {
  const match = typeof value === 'string' ? RGB.exec(value) : null;
  return match && channelsInRange(match.slice(1, 4))
    ? VALID_RESULT
    : invalidResult('rgbColor', RGB_COLOR_MESSAGE);
};

export const rgbaColor: Rule = (value) => {
  const match = typeof value === 'string' ? RGBA.exec(value) : null;
  const valid = match !== null && channelsInRange(match.slice(1, 4)) && Number(match[4]) <= 1;
  return valid ? VALID_RESULT : invalidResult('rgbaColor', RGBA_COLOR_MESSAGE);
};
