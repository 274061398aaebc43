/** Stand-in page content for layout stories: a heading and paragraphs, `paragraphs` long. */
export function PageBody({
  heading = 'Your courses',
  paragraphs = 2,
}: {
  heading?: string;
  paragraphs?: number;
}) {
  return (
    <>
      <h1>{heading}</h1>
      {Array.from({ length: paragraphs }, (_, index) => (
        <p key={index}>
          Paragraph {index + 1}. Pick up where you left off, or browse the catalogue to find your next course.
          Each course keeps your progress, so you can stop at any time and come back later.
        </p>
      ))}
    </>
  );
}
