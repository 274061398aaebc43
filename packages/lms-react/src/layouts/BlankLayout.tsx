import type { ReactNode } from 'react';

/** The blank layout (action plan): no header or navigation, the page alone, e.g. inside a frame. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <div className="lms-layout lms-layout--blank">
      <main className="lms-main">{children}</main>
    </div>
  );
}
