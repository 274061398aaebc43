// Lets a Vite app (the host) import `@lms/react/lms-react.css` (and the frame's `frame.css`) straight from the library's sources: the stylesheet
// is assembled on request, so the dev server needs no library build and always shows the current CSS files.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { buildStylesheet, FRAME_STYLESHEET_SOURCES, stylesheetSources } from './stylesheet';

// Each ends in .css so Vite's CSS pipeline (injection in dev, extraction in builds) handles it like a file: the
// whole library's stylesheet, and the action-plan frame's.
const STYLESHEETS: Readonly<
  Record<string, { resolved: string; sources: (srcDir: string) => readonly string[] }>
> = {
  '@lms/react/lms-react.css': { resolved: '/@lms-react/lms-react.css', sources: stylesheetSources },
  '@lms/react/frame.css': { resolved: '/@lms-react/frame.css', sources: () => FRAME_STYLESHEET_SOURCES },
};

export function lmsReactStylesheet(srcDir: string): Plugin {
  const byResolved = new Map(Object.values(STYLESHEETS).map((sheet) => [sheet.resolved, sheet]));
  return {
    name: 'lms-react-stylesheet',
    enforce: 'pre',
    resolveId(id) {
      return STYLESHEETS[id]?.resolved ?? null;
    },
    load(id) {
      const sheet = byResolved.get(id);
      if (!sheet) return null;
      const sources = sheet.sources(srcDir);
      for (const path of sources) this.addWatchFile(join(srcDir, path));
      return buildStylesheet(srcDir, sources);
    },
  };
}
