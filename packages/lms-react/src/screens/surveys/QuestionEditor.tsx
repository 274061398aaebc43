import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { Textarea } from '../../components/Textarea';
import type { IssueMap } from '../../ui-kit/schema-issues';
import type { QuestionDraft, QuestionKind } from './survey-form-state';

const KINDS: readonly QuestionKind[] = ['rating', 'single', 'multiple', 'short-text', 'long-text'];

export interface QuestionEditorProps {
  question: QuestionDraft;
  index: number;
  count: number;
  /** Answers exist: the kind is kept (the server refuses a change too). */
  kindLocked: boolean;
  issues: IssueMap;
  onChange: (question: QuestionDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One question of the editor's ordered list: its kind, prompt, required flag and what its kind needs. */
export function QuestionEditor({
  question,
  index,
  count,
  kindLocked,
  issues,
  onChange,
  onMove,
  onRemove,
}: QuestionEditorProps) {
  const { t } = useTranslation();
  const number = index + 1;
  const set = (change: Partial<QuestionDraft>) => onChange({ ...question, ...change });
  const issue = (field: string) => issues[`questions.${index}.${field}`];
  return (
    <li className="lms-survey-editor__question">
      <fieldset>
        <legend>{t('surveys.editor.questionNumber', { number })}</legend>
        <SelectField
          label={t('surveys.editor.kind')}
          value={question.kind}
          disabled={kindLocked}
          description={kindLocked ? t('surveys.editor.kindLocked') : undefined}
          options={KINDS.map((kind) => ({ value: kind, label: t(`surveys.kind.${kind}`) }))}
          onChange={(event) => set({ kind: event.target.value as QuestionKind })}
        />
        <TextField
          label={t('surveys.editor.prompt')}
          value={question.prompt}
          maxLength={500}
          error={issue('prompt')}
          onChange={(event) => set({ prompt: event.target.value })}
          dir="auto"
        />
        <CheckboxField
          label={t('surveys.editor.required')}
          checked={question.required}
          onChange={(event) => set({ required: event.target.checked })}
        />
        {question.kind === 'rating' && (
          <div className="lms-survey-editor__row">
            <SelectField
              label={t('surveys.editor.scale')}
              value={String(question.scale)}
              options={[
                { value: '5', label: t('surveys.editor.scale5') },
                { value: '10', label: t('surveys.editor.scale10') },
              ]}
              onChange={(event) => set({ scale: event.target.value === '10' ? 10 : 5 })}
            />
            <TextField
              label={t('surveys.editor.lowLabel')}
              value={question.lowLabel}
              maxLength={60}
              onChange={(event) => set({ lowLabel: event.target.value })}
              dir="auto"
            />
            <TextField
              label={t('surveys.editor.highLabel')}
              value={question.highLabel}
              maxLength={60}
              onChange={(event) => set({ highLabel: event.target.value })}
              dir="auto"
            />
          </div>
        )}
        {(question.kind === 'single' || question.kind === 'multiple') && (
          <Textarea
            label={t('surveys.editor.options')}
            description={t('surveys.editor.optionsHelp')}
            value={question.options}
            rows={4}
            error={issue('options') ?? issue('options.0')}
            onChange={(event) => set({ options: event.target.value })}
            dir="auto"
          />
        )}
        <div className="lms-row-actions">
          <Button type="button" variant="ghost" disabled={index === 0} onClick={() => onMove(-1)}>
            {t('surveys.editor.moveUp', { number })}
          </Button>
          <Button type="button" variant="ghost" disabled={index === count - 1} onClick={() => onMove(1)}>
            {t('surveys.editor.moveDown', { number })}
          </Button>
          <Button type="button" variant="danger" disabled={count === 1} onClick={onRemove}>
            {t('surveys.editor.remove', { number })}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
