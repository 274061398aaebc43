// Assembles dist/lms-react.css (and the host app's dev stylesheet): lms-core's theme tokens as custom properties in
// the `lms.theme` layer, the shared CSS of src/styles in cascade order, then every other CSS file under src/ (a
// screen keeps its styles next to it, e.g. src/screens/static/static-pages.css). Runs in Node at build time only.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { themeCss } from '../../lms-core/src/theme/css';
import { darkThemeCss } from '../../lms-core/src/theme/dark-colors';

/** Cascade order of src/styles: reset first, motion last (its animations must see every class). */
export const STYLESHEET_FILES = [
  'reset.css',
  'base.css',
  'layout.css',
  'controls.css',
  'feedback.css',
  'overlays.css',
  'screens.css',
  'motion.css',
] as const;

const SHARED_STYLES_DIR = 'styles';

/** Every CSS file the stylesheet is made of, in order, as paths relative to `srcDir`. */
export function stylesheetSources(srcDir: string): string[] {
  const screenStyles = (readdirSync(srcDir, { recursive: true }) as string[])
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.css') && !path.startsWith(`${SHARED_STYLES_DIR}/`))
    .sort();
  return [...STYLESHEET_FILES.map((file) => `${SHARED_STYLES_DIR}/${file}`), ...screenStyles];
}

/**
 * The action-plan frame's stylesheet (`frame.css`): the shared styles its controls use and the step's own, without
 * the layouts, overlays and other screens the frame never shows.
 */
export const FRAME_STYLESHEET_SOURCES = [
  'styles/reset.css',
  'styles/base.css',
  'styles/controls.css',
  'styles/feedback.css',
  'styles/motion.css',
  'screens/action-plans/action-plan.css',
] as const;

/**
 * @param srcDir packages/lms-react/src, passed by the caller: build configs are bundled to temporary files
 * before they run, so this module cannot locate itself.
 * @param sources the files to assemble, in order: the whole library's by default.
 */
export function buildStylesheet(
  srcDir: string,
  sources: readonly string[] = stylesheetSources(srcDir),
): string {
  const parts = sources.map(
    (path) => `/* ${relative(srcDir, join(srcDir, path))} */\n${readFileSync(join(srcDir, path), 'utf8')}`,
  );
  return [
    '/* @lms/react: every rule is scoped to .lms-root; theme tokens come from @lms/core. */',
    // Declared first so the layer order holds wherever the files put their rules: reset below theme.
    '@layer lms.reset, lms.theme;',
    `@layer lms.theme {\n${themeCss('.lms-root')}${darkThemeCss('.lms-root')}\n}`,
    ...parts,
  ].join('\n');
}
