import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../components/Button';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { LmsLink } from '../navigation/LmsLink';

interface RowActionBase {
  label: ReactNode;
  variant: NonNullable<ButtonProps['variant']>;
  /** The whole name for screen readers when it is not the label followed by the row's name ("Edit WELCOME20"). */
  accessibleName?: string;
}

/** An action that goes to a page (edit, preview), or one that acts at once or opens a dialog. */
export type RowAction = RowActionBase & ({ to: string } | { onSelect: () => void; disabled?: boolean });

export interface RowActionsProps {
  /**
   * What the row is called ("Python basics"): read after each label, so a screen reader that lists a table's
   * buttons hears "Delete Python basics", not five "Delete"s. Actions with an accessibleName do not need it.
   */
  rowName?: ReactNode;
  /** The actions in order; `false` leaves one out (an action the row's state does not allow). */
  actions: readonly (RowAction | false)[];
  /** Dialogs the actions open (they render in the portal, not in the row). */
  children?: ReactNode;
}

/** What an admin can do with one row of a list: buttons and links side by side, each named with its row. */
export function RowActions({ rowName, actions, children }: RowActionsProps) {
  const named =
    rowName === undefined ? null : (
      <>
        {' '}
        <VisuallyHidden>{rowName}</VisuallyHidden>
      </>
    );
  return (
    <div className="lms-row-actions">
      {actions.map((action, index) => {
        if (action === false) return null;
        const name = action.accessibleName === undefined ? named : null;
        return 'to' in action ? (
          <LmsLink
            key={index}
            className={`lms-button lms-button--${action.variant}`}
            to={action.to}
            aria-label={action.accessibleName}
          >
            {action.label}
            {name}
          </LmsLink>
        ) : (
          <Button
            key={index}
            variant={action.variant}
            disabled={action.disabled}
            aria-label={action.accessibleName}
            onClick={action.onSelect}
          >
            {action.label}
            {name}
          </Button>
        );
      })}
      {children}
    </div>
  );
}
