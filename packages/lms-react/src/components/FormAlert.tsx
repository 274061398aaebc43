import type { ReactNode } from 'react';

/**
 * Why a form could not do its work, at the top of the form. Focusable so the screen can move focus here after a
 * failed submit (useSubmitFocus finds it by its data attribute); role="alert" reads it out as it appears.
 */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className="lms-form-alert" role="alert" tabIndex={-1} data-form-alert="">
      {children}
    </div>
  );
}
