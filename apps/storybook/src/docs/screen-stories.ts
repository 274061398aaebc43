// Which screen stories open which route, read from the story files themselves (their meta and story parameters),
// so the Route map never keeps a list by hand: a new story shows in it, a renamed one follows.
import { createRouteTable, matchRoute, type RouteName, type RouteTable } from '@lms/core';
import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';

/** A story file as Vite loads it: the meta as default export, each story as a named export. */
export type StoryModule = Record<string, unknown>;

export interface ScreenStory {
  /** The sidebar id (`?path=/story/<id>`). */
  id: string;
  /** "Screens/Users/Login › Signed Out", as the sidebar shows it. */
  label: string;
  /** The story file, relative to src/stories/screens/. */
  file: string;
}

interface LmsParameters {
  parameters?: { lms?: { route?: unknown } };
  title?: unknown;
  name?: unknown;
  includeStories?: RegExp | string[];
  excludeStories?: RegExp | string[];
}

const asAnnotations = (value: unknown): LmsParameters =>
  typeof value === 'object' && value !== null ? (value as LmsParameters) : {};

/**
 * The story export names of a file, in the sidebar's order where Storybook's builder records it
 * (`__namedExportsOrder`); else as the module lists them (alphabetically), as under the story tests' plugin.
 */
function storyExports(module: StoryModule, meta: LmsParameters): string[] {
  const order = module.__namedExportsOrder;
  const names = Array.isArray(order) ? order.filter((name) => typeof name === 'string') : Object.keys(module);
  return names.filter(
    (name) => name !== 'default' && name !== '__namedExportsOrder' && isExportStory(name, meta),
  );
}

/**
 * The route name a story's `parameters.lms.route` opens: seed placeholders (`{course:python}`, `{lesson:python/2}`)
 * stand for one path segment, and the query and hash do not choose the route.
 */
export function routeOfStoryPath(table: RouteTable, storyRoute: string): RouteName {
  const pathname = storyRoute.replace(/\{[^}]*\}/g, 'placeholder').replace(/[?#].*$/, '');
  return matchRoute(table, pathname).route.name;
}

/**
 * Every story of `modules` (file path -> module) that opens a route, by route name, each route's stories grouped so
 * the file with the most stories of that route (the screen's own file) comes first, in the files' story order.
 */
export function screenStoriesByRoute(
  modules: Record<string, StoryModule>,
  table: RouteTable = createRouteTable({ productNoun: 'course' }),
): Map<RouteName, ScreenStory[]> {
  const byRouteAndFile = new Map<RouteName, Map<string, ScreenStory[]>>();
  for (const [path, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    const meta = asAnnotations(module.default);
    if (typeof meta.title !== 'string') continue;
    const file = path.replace(/^.*\/screens\//, '');
    for (const exportName of storyExports(module, meta)) {
      const story = asAnnotations(module[exportName]);
      const route = story.parameters?.lms?.route ?? meta.parameters?.lms?.route;
      if (typeof route !== 'string') continue;
      const name = typeof story.name === 'string' ? story.name : storyNameFromExport(exportName);
      const entry = {
        id: toId(meta.title, storyNameFromExport(exportName)),
        label: `${meta.title} › ${name}`,
        file,
      };
      const routeName = routeOfStoryPath(table, route);
      const files = byRouteAndFile.get(routeName) ?? new Map<string, ScreenStory[]>();
      files.set(file, [...(files.get(file) ?? []), entry]);
      byRouteAndFile.set(routeName, files);
    }
  }
  const result = new Map<RouteName, ScreenStory[]>();
  for (const [route, files] of byRouteAndFile) {
    const ordered = [...files.values()].sort((a, b) => b.length - a.length);
    result.set(route, ordered.flat());
  }
  return result;
}
