import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MY_ACTION_PLANS_PAGE_SIZE, pathFor } from '@lms/core';
import { ErrorState } from '../../../components/ErrorState';
import { useFormatDate } from '../../../i18n/useFormatDate';
import { LmsLink } from '../../../navigation/LmsLink';
import { useLmsRuntime } from '../../../runtime/useLmsRuntime';
import { useListMyActionPlansQuery } from '../../../store/endpoints/action-plans-api';
import { Pagination } from '../../../ui-kit/Pagination';

/**
 * The student's action plans on the dashboard: each course with a plan, how many steps are done, when the next one
 * is due, and the way to the step to do next, a page at a time. Nothing at all when none of their courses has a
 * plan.
 */
export function ActionPlansSection() {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const formatDate = useFormatDate();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, error, isError, refetch } = useListMyActionPlansQuery({
    page,
    pageSize: MY_ACTION_PLANS_PAGE_SIZE,
  });
  if (isError) {
    return (
      <section className="lms-dashboard__section" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('actionPlans.heading')}</h2>
        <ErrorState error={error} title={t('actionPlans.error')} onRetry={() => void refetch()} />
      </section>
    );
  }
  if (!data || data.total === 0) return null;
  return (
    <section className="lms-dashboard__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('actionPlans.heading')}</h2>
      <ul className="lms-learning-list">
        {data.items.map((plan) => {
          const done = plan.counts.done === plan.counts.total;
          return (
            <li key={plan.course.id} className="lms-plan-summary">
              <div className="lms-plan-summary__body">
                <h3 className="lms-plan-summary__title" dir="auto">
                  {plan.course.title}
                </h3>
                <progress
                  className="lms-learning-progress__bar"
                  max={plan.counts.total}
                  value={plan.counts.done}
                  aria-label={t('actionPlans.progressOf', { title: plan.course.title })}
                />
                <p className="lms-plan-summary__meta">
                  {t('actionPlans.progress', { done: plan.counts.done, count: plan.counts.total })}
                  {plan.nextDueAt && ` · ${t('actionPlans.nextDue', { date: formatDate(plan.nextDueAt) })}`}
                </p>
              </div>
              <LmsLink
                className={`lms-button ${done ? 'lms-button--secondary' : 'lms-button--primary'}`}
                to={pathFor(routes, 'action-plan', { stepId: plan.nextStepId })}
                aria-label={t(done ? 'actionPlans.reviewLabel' : 'actionPlans.continueLabel', {
                  title: plan.course.title,
                })}
              >
                {done ? t('actionPlans.review') : t('actionPlans.continue')}
              </LmsLink>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={setPage}
        label={t('actionPlans.pagination')}
      />
    </section>
  );
}
