// The two widths every screen is designed for (Storybook's viewport toolbar and the story tests both use them).
// A designer's canvas starts at no fixed width (it fills the window beside the sidebar, so nothing is cut off);
// the story tests pin the wide width (vitest.config.ts) so every run sees the same layout.
export const LMS_VIEWPORTS = {
  mobile: { name: 'Mobile (narrow, 360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  // 1280 px: a laptop screen, wider than the layout's widest breakpoint (48rem) and its 72rem content column.
  desktop: { name: 'Desktop (wide, 1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type LmsViewport = keyof typeof LMS_VIEWPORTS;

/** Story globals that show the story at one of the widths: `globals: atViewport('mobile')`. */
export function atViewport(viewport: LmsViewport) {
  return { viewport: { value: viewport, isRotated: false } };
}
