// The few DOM helpers of the pages drawn without React to stay small: the action-plan frame and the signed-out
// landing page (docs/decisions.md, "The action-plan frame without React" and "The landing page without React").
// Text always goes in as text nodes, never as HTML.

type Attributes = Record<string, string | number | boolean | null | undefined>;
export type Child = Node | string | null | undefined | false;

/**
 * An element with attributes (`false`/`null`/`undefined` leave one out, `true` sets it empty) and children.
 * Event handlers are attached by the caller, so every listener is visible where it matters.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) setAttribute(element, name, value);
  append(element, ...children);
  return element;
}

function append(parent: Node, ...children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

export function setAttribute(element: Element, name: string, value: Attributes[string]): void {
  if (value === null || value === undefined || value === false) element.removeAttribute(name);
  else element.setAttribute(name, value === true ? '' : String(value));
}

let lastId = 0;
/** A document-unique id for label and description links (React's useId in the library's other screens). */
export function uniqueId(prefix: string): string {
  lastId += 1;
  return `lms-plain-${prefix}-${lastId}`;
}
