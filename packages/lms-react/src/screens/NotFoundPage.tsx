import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsLink } from '../navigation/LmsLink';
import { useLmsRuntime } from '../runtime/useLmsRuntime';

/** The catch-all page for any path the route table does not know. */
export function NotFoundPage() {
  const { routes } = useLmsRuntime();
  const { t } = useTranslation();
  return (
    <section className="lms-not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.body')}</p>
      <p>
        <LmsLink className="lms-button lms-button--primary" to={pathFor(routes, 'landing')}>
          {t('notFound.home')}
        </LmsLink>
      </p>
    </section>
  );
}
