import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalContainer } from '../provider/portal-container';
import { useShake } from './useShake';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons under the content; a `type="submit"` button submits the dialog's form. */
  actions?: ReactNode;
  /**
   * Makes the dialog a form. Runs only when every field passes its constraints; resolve `false` to refuse the
   * submission (e.g. the server rejected it). Either refusal shakes the dialog.
   */
  onSubmit?: (form: HTMLFormElement) => boolean | void | Promise<boolean | void>;
}

/** A modal dialog (Radix: focus trap, Escape, labelled by its title) that shakes on an invalid submit. */
export function Dialog({ open, onOpenChange, title, description, children, actions, onSubmit }: DialogProps) {
  const container = usePortalContainer();
  const { shaking, shake } = useShake();
  const { t } = useTranslation();
  // Our dialogs open from state, not from a Radix Trigger, and Radix hands focus back only to a Trigger: without
  // this, closing left focus on the page's body (a keyboard user lost their place; issue 24's notification placement
  // could not see which button had been pressed).
  const returnFocusTo = useRef<HTMLElement | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      shake();
      form.querySelector<HTMLElement>(':invalid')?.focus();
      return;
    }
    if ((await onSubmit?.(form)) === false) shake();
  }

  const body = (
    <>
      <div className="lms-dialog__content">{children}</div>
      {actions && <div className="lms-dialog__actions">{actions}</div>}
    </>
  );

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className="lms-dialog-overlay" />
        <RadixDialog.Content
          className={`lms-dialog${shaking ? ' lms-dialog--shake' : ''}`}
          data-shaking={shaking || undefined}
          onOpenAutoFocus={() => {
            // Runs before focus moves into the dialog: what has focus now opened it.
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const opener = returnFocusTo.current;
            returnFocusTo.current = null;
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="lms-dialog__title">{title}</RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="lms-dialog__description">
              {description}
            </RadixDialog.Description>
          )}
          {onSubmit ? (
            // noValidate: the dialog checks the constraints itself so it can shake instead of only showing bubbles.
            <form className="lms-dialog__form" noValidate onSubmit={(event) => void handleSubmit(event)}>
              {body}
            </form>
          ) : (
            body
          )}
          <RadixDialog.Close className="lms-dialog__close" aria-label={t('dialog.close')}>
            <span aria-hidden="true">×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
