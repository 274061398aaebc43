import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepSession, StepSessionSnapshot } from '@lms/core';
import { useStepChangeNotice } from './useStepChangeNotice';

/**
 * The step's checklist as checkboxes. A tick shows at once and is saved; a refused save puts the box back (lms-core's
 * step session). Without a state of one's own (an admin's preview) the boxes are shown but cannot be ticked.
 */
export function StepChecklist({
  session,
  snapshot,
}: {
  session: StepSession;
  snapshot: StepSessionSnapshot;
}) {
  const { t } = useTranslation();
  const legendId = useId();
  const notice = useStepChangeNotice();
  const { view, ticked } = snapshot;
  if (view === null) return null;

  async function toggle(itemId: string, checked: boolean) {
    notice(await session.toggleItem(itemId, checked), t('actionPlan.checklist.saveFailed'));
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
