import type { HTMLAttributes } from 'react';

// Inline so the text stays hidden even where the library's stylesheet is not loaded (tests, a host's own styles).
const HIDDEN_STYLE = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for assistive technology only: read out, never shown. */
export function VisuallyHidden({ style, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} style={{ ...HIDDEN_STYLE, ...style }} />;
}
