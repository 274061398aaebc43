// The two widths every screen is designed for (Storybook's viewport toolbar and the story tests both use them).
export const LMS_VIEWPORTS = {
  mobile: { name: 'Mobile (narrow, 360 px)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  desktop: { name: 'Desktop (wide, 1440 px)', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

export type LmsViewport = keyof typeof LMS_VIEWPORTS;

/** Story globals that show the story at one of the widths: `globals: atViewport('mobile')`. */
export function atViewport(viewport: LmsViewport) {
  return { viewport: { value: viewport, isRotated: false } };
}
