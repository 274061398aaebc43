// The colour tokens of spec section 9 as swatches, read from lms-core's theme (the same values the CSS uses), each
// with its text colour and their contrast ratio, so a designer sees what is defined and whether it is readable.
import {
  COLOR_TOKENS,
  contrastRatio,
  onColorToken,
  themeColors,
  WCAG_AA_TEXT_CONTRAST,
  type ColorToken,
} from '@lms/core';

/** What each token is for, in the words of spec section 9. */
export const TOKEN_ROLES: Record<ColorToken, string> = {
  primary: 'Primary (white): page and card surfaces',
  secondary: 'Secondary (teal)',
  accent: 'Accent (orange)',
  category: 'Category (purple)',
  tertiary: 'Tertiary (dark grey): notification text',
  theme: 'Theme (orange), also negative and error',
  negative: 'Negative (errors)',
  dark: 'Dark',
  darkPage: 'Dark page',
  positive: 'Positive (teal)',
  info: 'Info (light blue)',
  warning: 'Warning (yellow)',
};

const ratioFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function ThemeSwatches() {
  return (
    <ul className="lms-docs-swatches" aria-label="Colour tokens">
      {COLOR_TOKENS.map((token) => {
        const background = themeColors[token];
        const text = themeColors[onColorToken(token)];
        const ratio = contrastRatio(background, text);
        return (
          <li key={token} className="lms-docs-swatch" data-token={token}>
            <div
              className="lms-docs-swatch__sample"
              style={{ background, color: text, border: '1px solid #767676' }}
              aria-hidden="true"
            >
              Aa
            </div>
            <dl className="lms-docs-swatch__facts">
              <dt>Token</dt>
              <dd>
                <code>{token}</code>: {TOKEN_ROLES[token]}
              </dd>
              <dt>Colour</dt>
              <dd>
                <code>{background}</code> (<code>--lms-color-{kebab(token)}</code>)
              </dd>
              <dt>Text on it</dt>
              <dd>
                <code>{text}</code>, contrast {ratioFormat.format(ratio)}:1{' '}
                {ratio >= WCAG_AA_TEXT_CONTRAST ? '(passes WCAG AA)' : '(below WCAG AA)'}
              </dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
