import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  /** A call to action, e.g. a link to create the first item. */
  action?: ReactNode;
  /** What belongs here, drawn (components/empty-pictures.tsx: `<CoursesPicture />`); a tray when absent. */
  picture?: ReactNode;
}

/** What a list shows when it has nothing to list: says so, and what to do next. */
export function EmptyState({ title, children, action, picture }: EmptyStateProps) {
  return (
    <section className="lms-empty-state">
      {picture}
      <h2 className="lms-empty-state__title">{title}</h2>
      {children && <div className="lms-empty-state__body">{children}</div>}
      {action && <div className="lms-empty-state__action">{action}</div>}
    </section>
  );
}
