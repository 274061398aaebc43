// Renders Markdown written by course authors (lesson text, notes, explanations) as React elements. react-markdown
// is safe by default: raw HTML is dropped (skipHtml) and javascript:/data: links are removed by its URL filter,
// so nothing an author types can run script. The parser loads on first use, keeping it out of other pages.
import { Suspense, type ComponentProps, type ComponentType } from 'react';
import { Skeleton } from './Skeleton';
import { lazyPart } from './lazy-part';

const ReactMarkdown = lazyPart(() => import('react-markdown'));

/** Downloads the parser before it is first needed. */
export const preloadMarkdownParser = () => ReactMarkdown.preload();

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
type Components = NonNullable<ComponentProps<typeof ReactMarkdown>['components']>;

/** Author headings start below the page's own (an author's "#" under the lesson's h2 becomes an h3). */
function shiftedHeadings(offset: number): Components {
  const components: Record<string, ComponentType<ComponentProps<'h1'>>> = {};
  for (const level of [1, 2, 3, 4, 5, 6] as HeadingLevel[]) {
    const Tag = `h${Math.min(6, level + offset) as HeadingLevel}` as const;
    components[`h${level}`] = ({ node: _node, ...props }: ComponentProps<'h1'> & { node?: unknown }) => (
      <Tag {...props} />
    );
  }
  return components as Components;
}

const componentsByOffset = new Map<number, Components>();

export interface MarkdownViewProps {
  markdown: string;
  /** How many levels to push author headings down, e.g. 2 when the text sits under an h2. */
  headingOffset?: number;
  className?: string;
}

export function MarkdownView({ markdown, headingOffset = 0, className }: MarkdownViewProps) {
  let components = componentsByOffset.get(headingOffset);
  if (!components) {
    components = shiftedHeadings(headingOffset);
    componentsByOffset.set(headingOffset, components);
  }
  return (
    <div className={['lms-markdown', className].filter(Boolean).join(' ')}>
      <Suspense fallback={<Skeleton lines={4} />}>
        <ReactMarkdown skipHtml components={components}>
          {markdown}
        </ReactMarkdown>
      </Suspense>
    </div>
  );
}
