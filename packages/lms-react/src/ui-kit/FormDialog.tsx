import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../components/Button';
import { Dialog, type DialogProps } from '../components/Dialog';
import { FormAlert } from '../components/FormAlert';

export interface FormDialogProps {
  /** Open unless told otherwise: a dialog rendered only while it is open starts empty each time. */
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's submit (Dialog's onSubmit: resolve false to refuse it, which shakes the dialog). */
  onSubmit: NonNullable<DialogProps['onSubmit']>;
  submitLabel: ReactNode;
  /** Spins the submit button while the submitted work runs. */
  submitBusy: boolean;
  submitVariant?: ButtonProps['variant'];
  /** Why the last submit was refused, already worded (useErrorText); shown above the fields, where focus starts. */
  failure?: string | null;
  children?: ReactNode;
}

/**
 * A dialog that is a form: the fields, then Cancel (closes, as Escape does) and the submit button. What every
 * create, change and confirm-with-input dialog shares.
 */
export function FormDialog({
  open = true,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  submitBusy,
  submitVariant,
  failure,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onSubmit={onSubmit}
      actions={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={submitVariant} busy={submitBusy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      {children}
    </Dialog>
  );
}
