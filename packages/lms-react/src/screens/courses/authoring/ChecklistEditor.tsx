import { useTranslation } from 'react-i18next';
import { ACTION_PLAN_LIMITS } from '@lms/core';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { VisuallyHidden } from '../../../components/VisuallyHidden';

/** A checklist item being edited: `id` is kept for items that exist (so students' ticks stay), `key` for React. */
export interface ChecklistDraftItem {
  key: string;
  id?: string;
  text: string;
}

export interface ChecklistEditorProps {
  items: readonly ChecklistDraftItem[];
  onChange: (items: ChecklistDraftItem[]) => void;
  /** Per item key, why its text is refused. */
  errors: Readonly<Record<string, string>>;
  newKey: () => string;
}

/** The step's checklist as a list of text fields: add, remove and move items (ids travel with their text). */
export function ChecklistEditor({ items, onChange, errors, newKey }: ChecklistEditorProps) {
  const { t } = useTranslation();
  const move = (index: number, offset: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + offset, 0, item);
    onChange(next);
  };
  return (
    <fieldset className="lms-checklist-editor">
      <legend>{t('actionPlanEditor.checklist')}</legend>
      {items.length === 0 && <p>{t('actionPlanEditor.checklistEmpty')}</p>}
      <ol className="lms-checklist-editor__items">
        {items.map((item, index) => {
          const label = t('actionPlanEditor.item', { position: index + 1 });
          const named = (
            <>
              {' '}
              <VisuallyHidden>{label}</VisuallyHidden>
            </>
          );
          return (
            <li key={item.key} className="lms-checklist-editor__item">
              <TextField
                label={label}
                value={item.text}
                required
                maxLength={ACTION_PLAN_LIMITS.itemLength}
                error={errors[item.key]}
                onChange={(event) =>
                  onChange(
                    items.map((other) => (other === item ? { ...other, text: event.target.value } : other)),
                  )
                }
              />
              <div className="lms-checklist-editor__actions">
                <Button variant="ghost" disabled={index === 0} onClick={() => move(index, -1)}>
                  {t('adminCourses.outline.moveUp')}
                  {named}
                </Button>
                <Button variant="ghost" disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                  {t('adminCourses.outline.moveDown')}
                  {named}
                </Button>
                <Button variant="ghost" onClick={() => onChange(items.filter((other) => other !== item))}>
                  {t('adminCourses.outline.remove')}
                  {named}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="secondary"
        disabled={items.length >= ACTION_PLAN_LIMITS.checklistItems}
        onClick={() => onChange([...items, { key: newKey(), text: '' }])}
      >
        {t('actionPlanEditor.addItem')}
      </Button>
    </fieldset>
  );
}
