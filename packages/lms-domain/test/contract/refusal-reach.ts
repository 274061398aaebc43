// Which refusal reasons each operation's handler can reach, read from the source with the TypeScript checker. From
// the handler (a property of an area's `...Handlers` object), every function it calls or passes on, in lms-domain and
// lms-core, is followed. A function names a reason where it builds an error's details (`new LmsError(code, message,
// { reason })`): a literal, or a value typed as a union of literals, names each of them; a `reason` that is one of
// the function's parameters is named by its callers' arguments instead, followed through any number of helpers.
// Calls through ports (ctx.identity, ctx.mail) and to event subscribers are not followed: hosts implement the first,
// and `publish` never throws the second's errors.
import { join, resolve } from 'node:path';
import ts from 'typescript';

const PACKAGES = resolve(import.meta.dirname, '../../..');
const DOMAIN_SRC = join(PACKAGES, 'lms-domain/src');
const CORE_SRC = join(PACKAGES, 'lms-core/src');

type FunctionLike = ts.FunctionDeclaration | ts.MethodDeclaration | ts.ArrowFunction | ts.FunctionExpression;

function program(): ts.Program {
  const root = join(PACKAGES, 'lms-domain');
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}

function isOurs(file: ts.SourceFile): boolean {
  const { fileName } = file;
  return (
    !file.isDeclarationFile &&
    (fileName.startsWith(DOMAIN_SRC) || fileName.startsWith(CORE_SRC)) &&
    !/\.test\.tsx?$/.test(fileName)
  );
}

function isFunctionLike(node: ts.Node): node is FunctionLike {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node)
  );
}

/** The function a declaration stands for: itself, or the arrow or function a variable or property holds. */
function functionOf(declaration: ts.Declaration): FunctionLike | null {
  if (isFunctionLike(declaration)) return declaration.body ? declaration : null;
  const init =
    ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)
      ? declaration.initializer
      : undefined;
  return init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) ? init : null;
}

function literalsOf(type: ts.Type): string[] {
  if (type.isStringLiteral()) return [type.value];
  if (type.isUnion()) return type.types.flatMap(literalsOf);
  return [];
}

/** The object literal of a `...Handlers = {...}` declaration (through `satisfies` and `as`). */
function handlerObject(declaration: ts.VariableDeclaration): ts.ObjectLiteralExpression | null {
  if (!ts.isIdentifier(declaration.name) || !declaration.name.text.endsWith('Handlers')) return null;
  let init = declaration.initializer;
  while (
    init &&
    (ts.isSatisfiesExpression(init) || ts.isAsExpression(init) || ts.isParenthesizedExpression(init))
  )
    init = init.expression;
  return init && ts.isObjectLiteralExpression(init) ? init : null;
}

/** What one function does with reasons by itself. */
interface Unit {
  /** Reasons it names. */
  reasons: Set<string>;
  /** Indexes of its parameters that end up as an error's `reason`. */
  forwards: Set<number>;
  /** Functions it calls or passes on. */
  next: Set<FunctionLike>;
  /** Calls: the callee, and per argument either its parameter index in this function or the argument. */
  calls: { callee: FunctionLike; args: (number | ts.Expression)[] }[];
}

export function refusalReach(operationNames: ReadonlySet<string>): Map<string, string[]> {
  const prog = program();
  const checker = prog.getTypeChecker();
  const units = new Map<FunctionLike, Unit>();

  function functionsAt(node: ts.Node): FunctionLike[] {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return (symbol?.declarations ?? [])
      .filter((d) => isOurs(d.getSourceFile()))
      .map(functionOf)
      .filter((f): f is FunctionLike => f !== null);
  }

  /** The index of `node` among `fn`'s parameters when it names one of them, else -1. */
  function parameterIndex(fn: FunctionLike, node: ts.Expression): number {
    if (!ts.isIdentifier(node)) return -1;
    const symbol = ts.isShorthandPropertyAssignment(node.parent)
      ? checker.getShorthandAssignmentValueSymbol(node.parent)
      : checker.getSymbolAtLocation(node);
    return fn.parameters.findIndex((p) => symbol?.declarations?.includes(p) === true);
  }

  /** The reasons a value stands for; none for one typed as any reason at all (its maker names it). */
  function specificLiterals(value: ts.Expression): string[] {
    const type = checker.getTypeAtLocation(value);
    return type.aliasSymbol?.name === 'RefusalReason' ? [] : literalsOf(type);
  }

  const isErrorDetails = (object: ts.Expression): boolean => {
    const type = checker.getContextualType(object);
    return type !== undefined && checker.typeToString(type).includes('LmsErrorDetails');
  };

  function unitOf(fn: FunctionLike): Unit {
    const known = units.get(fn);
    if (known) return known;
    const unit: Unit = { reasons: new Set(), forwards: new Set(), next: new Set(), calls: [] };
    units.set(fn, unit);
    const named = (value: ts.Expression) => {
      const index = parameterIndex(fn, value);
      if (index >= 0) unit.forwards.add(index);
      else for (const literal of specificLiterals(value)) unit.reasons.add(literal);
    };
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node) && isErrorDetails(node)) {
        for (const property of node.properties) {
          if (property.name?.getText() !== 'reason') continue;
          if (ts.isPropertyAssignment(property)) named(property.initializer);
          if (ts.isShorthandPropertyAssignment(property)) named(property.name);
        }
      }
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name
          : node.expression;
        const args = [...(node.arguments ?? [])].map((arg) => {
          const index = parameterIndex(fn, arg);
          return index >= 0 ? index : arg;
        });
        for (const target of functionsAt(callee)) unit.calls.push({ callee: target, args });
      }
      if (ts.isIdentifier(node)) for (const target of functionsAt(node)) unit.next.add(target);
      ts.forEachChild(node, visit);
    };
    visit(fn.body as ts.Node);
    return unit;
  }

  // Parameters forwarded through helpers: repeat until no function learns a new forwarded parameter.
  function settleForwards(): void {
    for (let changed = true; changed;) {
      changed = false;
      for (const unit of [...units.values()]) {
        for (const call of unit.calls) {
          for (const index of unitOf(call.callee).forwards) {
            const arg = call.args[index];
            if (typeof arg === 'number' && !unit.forwards.has(arg)) {
              unit.forwards.add(arg);
              changed = true;
            }
          }
        }
      }
    }
  }

  function reach(root: FunctionLike): Set<string> {
    const reasons = new Set<string>();
    const seen = new Set<FunctionLike>([root]);
    const stack = [root];
    while (stack.length > 0) {
      const unit = unitOf(stack.pop() as FunctionLike);
      for (const reason of unit.reasons) reasons.add(reason);
      for (const call of unit.calls) {
        for (const index of unitOf(call.callee).forwards) {
          const arg = call.args[index];
          if (arg !== undefined && typeof arg !== 'number') {
            for (const literal of specificLiterals(arg)) reasons.add(literal);
          }
        }
      }
      for (const next of unit.next) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
    return reasons;
  }

  const handlers: [string, FunctionLike][] = [];
  for (const file of prog.getSourceFiles()) {
    if (!isOurs(file) || !file.fileName.startsWith(DOMAIN_SRC)) continue;
    const visit = (node: ts.Node): void => {
      const object = ts.isVariableDeclaration(node) ? handlerObject(node) : null;
      if (!object) return ts.forEachChild(node, visit);
      for (const property of object.properties) {
        const name = property.name?.getText();
        if (name === undefined || !operationNames.has(name)) continue;
        const fns = ts.isMethodDeclaration(property)
          ? [property]
          : ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer)
            ? functionsAt(property.initializer)
            : [functionOf(property as ts.Declaration)];
        for (const fn of fns) if (fn) handlers.push([name, fn]);
      }
    };
    visit(file);
  }

  // Every function reachable from a handler is read before forwarded parameters settle.
  for (const [, fn] of handlers) reach(fn);
  settleForwards();
  const byOperation = new Map<string, string[]>();
  for (const [name, fn] of handlers) {
    const reasons = new Set([...(byOperation.get(name) ?? []), ...reach(fn)]);
    byOperation.set(name, [...reasons].sort());
  }
  return byOperation;
}
