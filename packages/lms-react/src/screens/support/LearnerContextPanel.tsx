import { useTranslation } from 'react-i18next';
import { formatPrice, type SupportLearnerContext } from '@lms/core';
import { useFormatPercent } from '../../i18n/useFormatPercent';

/** The requester's account as support needs it: who, since when, their courses with progress, their orders. */
export function LearnerContextPanel({ learner }: { learner: SupportLearnerContext | null }) {
  const { t, i18n } = useTranslation();
  const percent = useFormatPercent();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  if (learner === null) {
    return (
      <section className="lms-support-learner" aria-label={t('support.learner.heading')}>
        <h2>{t('support.learner.heading')}</h2>
        <p>{t('support.learner.noAccount')}</p>
      </section>
    );
  }
  return (
    <section className="lms-support-learner" aria-label={t('support.learner.heading')}>
      <h2>{t('support.learner.heading')}</h2>
      {learner.matchedBy === 'email' && (
        <p className="lms-support-learner__note">{t('support.learner.matchedByEmail')}</p>
      )}
      <dl className="lms-support-facts">
        <dt>{t('support.learner.account')}</dt>
        <dd dir="auto">
          {learner.displayName ?? learner.email} ({learner.email})
          {learner.disabled ? ` · ${t('support.learner.disabled')}` : ''}
        </dd>
        <dt>{t('support.learner.since')}</dt>
        <dd>{date.format(new Date(learner.createdAt))}</dd>
        <dt>{t('support.learner.lastLogin')}</dt>
        <dd>
          {learner.lastLogin === null ? t('support.learner.never') : date.format(new Date(learner.lastLogin))}
        </dd>
      </dl>
      <h3>{t('support.learner.courses')}</h3>
      {learner.enrollments.length === 0 ? (
        <p>{t('support.learner.noCourses')}</p>
      ) : (
        <ul>
          {learner.enrollments.map((enrollment) => (
            <li key={enrollment.courseId}>
              <span dir="auto">{enrollment.courseTitle}</span>:{' '}
              {enrollment.completed
                ? t('support.learner.completed')
                : t('support.learner.progress', { percent: percent(enrollment.progress) })}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('support.learner.orders')}</h3>
      {learner.orders.length === 0 ? (
        <p>{t('support.learner.noOrders')}</p>
      ) : (
        <ul>
          {learner.orders.map((order) => (
            <li key={order.id}>
              {date.format(new Date(order.createdAt))} · <span dir="auto">{order.courseTitle}</span> ·{' '}
              {formatPrice(order.totalCents, order.currency, i18n.language)} ·{' '}
              {t(`support.orderStatus.${order.status}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
