// An author's Markdown in the frame. micromark (the parser react-markdown is built on) turns it into HTML and loads
// only when a step has text. It is safe by default: raw HTML is escaped, never run, and javascript:/data: links are
// dropped (allowDangerousHtml and allowDangerousProtocol stay off), so nothing an author types can run script.
import { skeleton } from '../plain-dom/controls';
import { h } from '../plain-dom/dom';

/** Author headings start below the page's own, as in MarkdownView (an author's "#" under the step's h1 is an h2). */
function shiftHeadings(root: ParentNode, offset: number): void {
  for (const heading of [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')]) {
    const level = Math.min(6, Number(heading.tagName.slice(1)) + offset);
    const shifted = document.createElement(`h${level}`);
    shifted.append(...heading.childNodes);
    heading.replaceWith(shifted);
  }
}

/**
 * A `.lms-markdown` block showing a skeleton until the parser has loaded, then the text. A failed load says so in
 * words and leaves the rest of the step working.
 */
export function markdownBlock(markdown: string, headingOffset: number, failedText: string): HTMLElement {
  const block = h('div', { class: 'lms-markdown' }, skeleton(4));
  import('micromark').then(
    ({ micromark }) => {
      // Parsed in an inert template: nothing in it loads or runs before it is in the page, and micromark's output
      // has already escaped whatever the author typed as HTML.
      const template = document.createElement('template');
      template.innerHTML = micromark(markdown);
      shiftHeadings(template.content, headingOffset);
      block.replaceChildren(template.content);
    },
    () => block.replaceChildren(h('p', { role: 'alert' }, failedText)),
  );
  return block;
}
