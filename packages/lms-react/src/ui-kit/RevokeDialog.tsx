import { useState, type ReactNode } from 'react';
import { Textarea } from '../components/Textarea';
import { useNotify } from '../notifications/useNotify';
import { FormDialog } from './FormDialog';
import { useErrorText, type RefusalWordings } from './useErrorText';

/** The contract's limit on a revocation's reason. */
const REASON_MAX_LENGTH = 500;

/** The screen's words for the dialog (the kit uses only the shell's messages). */
export interface RevokeDialogWords {
  title: string;
  description: ReactNode;
  reason: string;
  /** Said under the reason when it is left empty. */
  reasonRequired: string;
  confirm: string;
}

export interface RevokeDialogProps<Subject> {
  /** What is being revoked (an award, a certificate); null keeps the dialog closed. */
  subject: Subject | null;
  onOpenChange: (open: boolean) => void;
  words: RevokeDialogWords;
  /** The screen's mutation, given the trimmed reason: an answer with an error is worded with `refusals`. */
  revoke: (subject: Subject, reason: string) => Promise<{ error?: unknown }>;
  revoking: boolean;
  refusals: RefusalWordings;
  /** The notice once it is revoked. */
  doneMessage: (subject: Subject) => string;
}

/**
 * Asks for the reason before revoking something that stays on record, marked revoked (a badge's award, a
 * certificate): the reason is required, a refusal shows in the dialog, closing forgets what was typed.
 */
export function RevokeDialog<Subject>({
  subject,
  onOpenChange,
  words,
  revoke,
  revoking,
  refusals,
  doneMessage,
}: RevokeDialogProps<Subject>) {
  const notify = useNotify();
  const errorText = useErrorText(refusals);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function changeOpen(open: boolean) {
    if (!open) {
      setReason('');
      setProblem(null);
      setFailure(null);
    }
    onOpenChange(open);
  }

  async function confirm(): Promise<boolean> {
    if (subject === null) return false;
    const trimmed = reason.trim();
    if (!trimmed) {
      setProblem(words.reasonRequired);
      return false;
    }
    const result = await revoke(subject, trimmed);
    if (result.error) {
      setFailure(errorText(result.error));
      return false;
    }
    notify({ kind: 'positive', message: doneMessage(subject) });
    changeOpen(false);
    return true;
  }

  return (
    <FormDialog
      open={subject !== null}
      onOpenChange={changeOpen}
      title={words.title}
      description={words.description}
      onSubmit={confirm}
      submitLabel={words.confirm}
      submitVariant="danger"
      submitBusy={revoking}
      failure={failure}
    >
      <Textarea
        label={words.reason}
        value={reason}
        rows={3}
        required
        maxLength={REASON_MAX_LENGTH}
        error={problem}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
}
