import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { FormAlert } from '../components/FormAlert';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  busy?: boolean;
  /** Why the last attempt was refused, shown in the dialog so the admin reads it where they acted. */
  failure?: string | null;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone with one click (delete, remove, archive, deactivate). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
      actions={
        <>
          <Button variant="ghost" onClick={() => props.onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" busy={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      {props.failure && <FormAlert>{props.failure}</FormAlert>}
    </Dialog>
  );
}
