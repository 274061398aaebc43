import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionPlanStepView } from '@lms/core';
import { useStepSave } from './useStepSave';

/**
 * The step's checklist as checkboxes. A tick shows at once and is saved (the whole list of ticks, so the last save
 * wins, as in a form); a refused save puts the box back. Without a state of one's own (an admin's preview) the
 * boxes are shown but cannot be ticked.
 */
export function StepChecklist({ view }: { view: ActionPlanStepView }) {
  const { t } = useTranslation();
  const legendId = useId();
  const { save } = useStepSave(view.step.id);
  const serverTicks = view.progress?.checkedItemIds ?? [];
  const serverKey = serverTicks.join(' ');
  const [ticked, setTicked] = useState<string[]>(serverTicks);
  // A new answer from the server (another device, a reload) replaces what is shown.
  useEffect(() => setTicked(serverKey === '' ? [] : serverKey.split(' ')), [serverKey]);

  async function toggle(itemId: string, checked: boolean) {
    const previous = ticked;
    const next = view.step.checklist
      .map((item) => item.id)
      .filter((id) => (id === itemId ? checked : previous.includes(id)));
    setTicked(next);
    if (!(await save({ checkedItemIds: next }, t('actionPlan.checklist.saveFailed')))) setTicked(previous);
  }

  const { checklist } = view.step;
  return (
    <fieldset className="lms-step-checklist" aria-describedby={legendId}>
      <legend>{t('actionPlan.checklist.legend')}</legend>
      <p id={legendId} className="lms-step-checklist__count">
        {t('actionPlan.checklist.progress', { checked: ticked.length, count: checklist.length })}
      </p>
      <ul className="lms-step-checklist__items">
        {checklist.map((item) => (
          <li key={item.id}>
            <label className="lms-step-checklist__item">
              <input
                type="checkbox"
                checked={ticked.includes(item.id)}
                disabled={view.progress === null}
                onChange={(event) => void toggle(item.id, event.target.checked)}
              />
              <span dir="auto">{item.text}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
