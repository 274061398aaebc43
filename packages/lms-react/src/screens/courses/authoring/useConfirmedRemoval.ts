import { useState } from 'react';
import type { ConfirmDialogProps } from '../../../ui-kit/ConfirmDialog';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { AUTHORING_REFUSALS } from './authoring-refusals';

export interface ConfirmedRemoval {
  /** Opens the dialog that asks first. */
  ask: () => void;
  /** For ConfirmDialog: open state, the refusal of the last attempt (cleared when the dialog closes), confirm. */
  dialogProps: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'failure' | 'onConfirm'>;
}

/**
 * A "Remove" that asks first (a module, a lesson, a plan step): the dialog closes when the removal went through and
 * shows why when it was refused, so the admin reads it where they acted.
 */
export function useConfirmedRemoval(removeNow: () => Promise<{ error?: unknown }>): ConfirmedRemoval {
  const errorText = useErrorText(AUTHORING_REFUSALS);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    ask: () => setOpen(true),
    dialogProps: {
      open,
      failure,
      onOpenChange: (next) => {
        setOpen(next);
        setFailure(null);
      },
      onConfirm: () =>
        void removeNow().then((result) => {
          if (result.error) setFailure(errorText(result.error));
          else setOpen(false);
        }),
    },
  };
}
