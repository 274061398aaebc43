// The import graph of a package's sources, type-only imports included, and the cycles in it. ESLint's
// import-x/no-cycle follows value imports only (the build erases `import type`), but a cycle of types still ties
// two modules together: neither can be understood, moved or split without the other. TypeScript's own parser
// reads each file's import and export declarations; only relative imports are followed (another package is a
// boundary that eslint.config.js checks by name).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE_FILE = /\.(?:ts|tsx|mts|cts)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.d.ts'];

/** Every module a file names in `import`/`export ... from` (type-only too) and `import x = require(...)`. */
export function importedSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      found.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      found.push(statement.moduleReference.expression.text);
    }
  }
  return found;
}

/** The file a relative specifier names among `files`, as the bundler resolves it; null for anything else. */
function resolveRelative(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const withoutJs = base.replace(/\.(?:m|c)?js$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => withoutJs + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** Module -> the modules it imports, over `files` (absolute path -> source text). */
export function importGraph(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const names = new Set(files.keys());
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets = importedSpecifiers(file, text)
      .map((specifier) => resolveRelative(file, specifier, names))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The cycles of the graph: each strongly connected component of more than one module (or a module importing
 * itself), as one cycle through it that starts at its first module in sorted order. Tarjan's algorithm.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  function visit(node: string): void {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
    }
  }

  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => cycleThrough(graph, new Set(component))).sort();
}

/** One closed path through a component: from its first module, always to a not yet visited member if there is one. */
function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>): string[] {
  const start = [...members].sort()[0]!;
  // Breadth-first back to the start: the shortest cycle through it, which is the one worth reading.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** Every TypeScript source file under `dir` (absolute path -> text). */
export function readSources(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      // lint-rules.test.ts writes its deliberate cycles into a temporary folder of lms-core's src (the ESLint
      // config must apply to them) while this test may be reading the same tree.
      if (name === 'node_modules' || name === 'dist' || name.startsWith('lint-rules-tmp-')) continue;
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE_FILE.test(name)) files.set(path, readFileSync(path, 'utf8'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/** The cycles of a source tree, each as paths relative to `root`, written `a.ts -> b.ts -> a.ts`. */
export function describeCycles(cycles: readonly string[][], root: string): string[] {
  return cycles.map((cycle) => [...cycle, cycle[0]!].map((file) => relative(root, file)).join(' -> '));
}
