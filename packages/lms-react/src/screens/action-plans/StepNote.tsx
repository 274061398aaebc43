import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACTION_PLAN_LIMITS,
  type ActionPlanStepProgress,
  type StepSession,
  type StepSessionSnapshot,
} from '@lms/core';
import { Button } from '../../components/Button';
import { Textarea } from '../../components/Textarea';
import { useStepChangeNotice } from './useStepChangeNotice';

export interface StepNoteProps {
  session: StepSession;
  snapshot: StepSessionSnapshot;
  progress: ActionPlanStepProgress;
}

/** The student's private note on the step, saved when they ask (only they can read it). */
export function StepNote({ session, snapshot, progress }: StepNoteProps) {
  const { t } = useTranslation();
  const notice = useStepChangeNotice();
  const [draft, setDraft] = useState(progress.note);
  const [saved, setSaved] = useState<string | null>(null);
  const changed = draft !== (saved ?? progress.note);

  async function submit() {
    if (notice(await session.saveNote(draft), t('actionPlan.note.saveFailed'))) setSaved(draft);
  }

  return (
    <form
      className="lms-step-note"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Textarea
        label={t('actionPlan.note.label')}
        description={t('actionPlan.note.description')}
        value={draft}
        rows={4}
        maxLength={ACTION_PLAN_LIMITS.noteLength}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="lms-step-note__actions">
        <Button type="submit" variant="secondary" busy={snapshot.saving.includes('note')} disabled={!changed}>
          {t('actionPlan.note.save')}
        </Button>
        <span role="status" className="lms-step-note__status">
          {saved !== null && !changed ? t('actionPlan.note.saved') : ''}
        </span>
      </div>
    </form>
  );
}
