// Rollup plugins of the @lms/react library build (used by the root rollup.config.ts).
import { join } from 'node:path';
import type { Plugin } from 'rollup';
import { buildStylesheet, FRAME_STYLESHEET_SOURCES, stylesheetSources } from './stylesheet';

/** Message files are plain JSON: each becomes a module whose default export is the parsed object. */
export function jsonModules(): Plugin {
  return {
    name: 'lms-json-modules',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      return { code: `export default ${JSON.stringify(JSON.parse(code))};`, map: { mappings: '' } };
    },
  };
}

/** Emits dist/lms-react.css, the stylesheet hosts link next to the library, and dist/frame.css (the frame's). */
export function emitStylesheet(srcDir: string): Plugin {
  return {
    name: 'lms-react-stylesheet',
    buildStart() {
      for (const path of stylesheetSources(srcDir)) this.addWatchFile(join(srcDir, path));
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'lms-react.css', source: buildStylesheet(srcDir) });
      this.emitFile({
        type: 'asset',
        fileName: 'frame.css',
        source: buildStylesheet(srcDir, FRAME_STYLESHEET_SOURCES),
      });
    },
  };
}
