// Lets a Vite app (the host) import `@lms/react/lms-react.css` straight from the library's sources: the stylesheet
// is assembled on request, so the dev server needs no library build and always shows the current CSS files.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { buildStylesheet, stylesheetSources } from './stylesheet';

const STYLESHEET_IMPORT = '@lms/react/lms-react.css';
// Ends in .css so Vite's CSS pipeline (injection in dev, extraction in builds) handles it like a file.
const RESOLVED_ID = '/@lms-react/lms-react.css';

export function lmsReactStylesheet(srcDir: string): Plugin {
  return {
    name: 'lms-react-stylesheet',
    enforce: 'pre',
    resolveId(id) {
      return id === STYLESHEET_IMPORT ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      for (const path of stylesheetSources(srcDir)) this.addWatchFile(join(srcDir, path));
      return buildStylesheet(srcDir);
    },
  };
}
