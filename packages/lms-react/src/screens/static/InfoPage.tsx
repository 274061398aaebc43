import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { StaticSection } from './StaticSection';

// The steps of a learner's path, in order; each has a title and a sentence in the message files.
const STEPS = ['find', 'enrol', 'learn', 'prove'] as const;

/** /info: how the platform works, from finding a first course to getting help. */
export function InfoPage() {
  const { routes, config } = useLmsRuntime();
  const { t } = useTranslation();
  const productName = config.productName;
  return (
    <article className="lms-static-page">
      <header className="lms-static-page__header">
        <h1>{t('info.heading', { productName })}</h1>
        <p className="lms-static-page__lead">{t('info.lead', { productName })}</p>
      </header>
      <StaticSection title={t('info.stepsHeading')}>
        <ol className="lms-static-page__steps">
          {STEPS.map((step) => (
            <li key={step}>
              <h3>{t(`info.steps.${step}.title`)}</h3>
              <p>{t(`info.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
        <p>
          <LmsLink className="lms-button lms-button--primary" to={pathFor(routes, 'products')}>
            {t('info.browse')}
          </LmsLink>
        </p>
      </StaticSection>
      <StaticSection title={t('info.accountHeading')}>
        <p>{t('info.accountBody')}</p>
        <p>
          <LmsLink to={pathFor(routes, 'profile')}>{t('info.profileLink')}</LmsLink>
        </p>
      </StaticSection>
      <StaticSection title={t('info.helpHeading')}>
        <p>{t('info.helpBody', { productName })}</p>
        <p>
          <LmsLink to={pathFor(routes, 'contact-support')}>{t('info.supportLink')}</LmsLink>
        </p>
      </StaticSection>
    </article>
  );
}
