import { useId, type ReactNode } from 'react';

/** A titled part of a static page, named by its heading so it shows up in screen readers' region lists. */
export function StaticSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="lms-static-page__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
