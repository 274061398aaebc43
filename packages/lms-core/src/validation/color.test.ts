import { describe, expect, it } from 'vitest';
import { hexaColor, hexColor, rgbaColor, rgbColor } from './color';

describe('hex color rule (#rgb, #rrggbb)', () => {
  it.each(['#fff', '#FFF', '#1a7f64', '#000000'])('accepts %s', (value) =>
    expect(hexColor(value)).toEqual({ ok: true }),
  );

  it.each(['fff', '#ff', '#ffff', '#1a7f64cc', '#12345', '#ggg', ' #fff', ''])('rejects %j', (value) =>
    expect(hexColor(value)).toEqual({
      ok: false,
      rule: 'hexColor',
      message: 'Enter a hex color as #rgb or #rrggbb, for example #1a7f64.',
    }),
  );
});

describe('hex color with alpha rule (#rgba, #rrggbbaa)', () => {
  it.each(['#fffa', '#1a7f64cc', '#0000', '#ABCDEF12'])('accepts %s', (value) =>
    expect(hexaColor(value)).toEqual({ ok: true }),
  );

  it.each(['#fff', '#1a7f64', '#1a7f64c', '#1a7f64ccc', '#zzzz'])('rejects %s', (value) =>
    expect(hexaColor(value)).toEqual({
      ok: false,
      rule: 'hexaColor',
      message: 'Enter a hex color with alpha as #rgba or #rrggbbaa, for example #1a7f64cc.',
    }),
  );
});

describe('rgb() rule: channels 0-255', () => {
  it.each(['rgb(0,0,0)', 'rgb(255, 255, 255)', 'rgb( 26 , 127 , 100 )', 'RGB(1,2,3)'])(
    'accepts %s',
    (value) => expect(rgbColor(value)).toEqual({ ok: true }),
  );

  it.each([
    'rgb(256,0,0)',
    'rgb(0,0)',
    'rgb(0,0,0,1)',
    'rgb(-1,0,0)',
    'rgb(1.5,0,0)',
    'rgb(10%,0,0)',
    'rgb 0,0,0',
    'rgba(0,0,0)',
    'rgb(0 0 0)',
  ])('rejects %s', (value) =>
    expect(rgbColor(value)).toEqual({
      ok: false,
      rule: 'rgbColor',
      message:
        'Enter a color as rgb(red, green, blue) with each channel from 0 to 255, for example rgb(26, 127, 100).',
    }),
  );
});

describe('rgba() rule: channels 0-255, alpha 0-1', () => {
  it.each([
    'rgba(0,0,0,0)',
    'rgba(255, 255, 255, 1)',
    'rgba(26,127,100,0.5)',
    'rgba(1,2,3,.25)',
    'rgba(1,2,3,1.0)',
  ])('accepts %s', (value) => expect(rgbaColor(value)).toEqual({ ok: true }));

  it.each([
    'rgba(0,0,0,1.01)',
    'rgba(0,0,0,2)',
    'rgba(0,0,0,-0.5)',
    'rgba(300,0,0,0.5)',
    'rgba(0,0,0)',
    'rgba(0,0,0,50%)',
    'rgba(0,0,0,0.)',
    'rgb(0,0,0,0.5)',
  ])('rejects %s', (value) =>
    expect(rgbaColor(value)).toEqual({
      ok: false,
      rule: 'rgbaColor',
      message:
        'Enter a color as rgba(red, green, blue, alpha) with channels from 0 to 255 and alpha from 0 to 1, ' +
        'for example rgba(26, 127, 100, 0.5).',
    }),
  );
});
