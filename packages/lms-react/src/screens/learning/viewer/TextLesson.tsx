import { MarkdownView } from '../../../components/MarkdownView';

/** A text lesson: the author's Markdown, sanitised. Opening it is what completes it (the `viewed` event). */
export function TextLesson({ markdown }: { markdown: string }) {
  return <MarkdownView markdown={markdown} headingOffset={2} className="lms-viewer-text" />;
}
