import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../components/Button';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { LmsLink } from '../navigation/LmsLink';
import { usePortalContainer } from '../provider/portal-container';

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
  /**
   * The words of a menu button ("More actions") holding every action after the first: one button and one menu per
   * row instead of a stack of buttons. Without it, every action is a button in the row.
   */
  menuLabel?: string;
}

/** What an admin can do with one row of a list: buttons and links side by side, each named with its row. */
export function RowActions({ rowName, actions, children, menuLabel }: RowActionsProps) {
  if (menuLabel !== undefined) {
    const [first, ...rest] = actions.filter((action) => action !== false);
    return (
      <RowActionsWithMenu
        rowName={rowName}
        actions={first ? [first] : []}
        menuLabel={menuLabel}
        inMenu={rest}
      >
        {children}
      </RowActionsWithMenu>
    );
  }
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

function RowActionsWithMenu({
  rowName,
  actions,
  menuLabel,
  inMenu,
  children,
}: RowActionsProps & { menuLabel: string; inMenu: readonly RowAction[] }) {
  const container = usePortalContainer();
  return (
    <RowActions rowName={rowName} actions={actions}>
      {inMenu.length > 0 && (
        // Not modal: an item that opens a dialog hands focus to it without the menu's focus trap in the way.
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger className="lms-button lms-button--quiet lms-row-actions__more">
            {menuLabel}
            {rowName !== undefined && (
              <>
                {' '}
                <VisuallyHidden>{rowName}</VisuallyHidden>
              </>
            )}
            <span aria-hidden="true" className="lms-row-actions__chevron">
              ▾
            </span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal container={container}>
            <DropdownMenu.Content className="lms-menu" align="end" sideOffset={4}>
              {inMenu.map((action, index) =>
                // A page to go to stays a link (it can open in a new tab); the others act when chosen.
                'to' in action ? (
                  <DropdownMenu.Item key={index} className="lms-menu__item" asChild>
                    <LmsLink to={action.to}>{action.label}</LmsLink>
                  </DropdownMenu.Item>
                ) : (
                  <DropdownMenu.Item
                    key={index}
                    className={`lms-menu__item${action.variant === 'danger' ? ' lms-menu__item--danger' : ''}`}
                    disabled={action.disabled}
                    onSelect={action.onSelect}
                  >
                    {action.label}
                  </DropdownMenu.Item>
                ),
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
      {children}
    </RowActions>
  );
}
