import { useTranslation } from 'react-i18next';
import { pathFor } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';
import { StaticSection } from './StaticSection';

// What the platform gives a learner; each has a title and a paragraph in the message files.
const BENEFITS = ['pace', 'progress', 'proof', 'everyone', 'people'] as const;

/** /why-{product}: why learning here is worth it, in the configured product noun, ending with a way to start. */
export function WhyProductPage() {
  const { routes, config } = useLmsRuntime();
  const { t } = useTranslation();
  const productName = config.productName;
  return (
    <article className="lms-static-page">
      <header className="lms-static-page__header">
        <h1>{t('whyProduct.heading', { productName })}</h1>
        <p className="lms-static-page__lead">{t('whyProduct.lead', { productName })}</p>
      </header>
      <ul className="lms-static-page__benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="lms-static-page__benefit">
            <h2>{t(`whyProduct.benefits.${benefit}.title`)}</h2>
            <p>{t(`whyProduct.benefits.${benefit}.body`, { productName })}</p>
          </li>
        ))}
      </ul>
      <StaticSection title={t('whyProduct.startHeading')}>
        <p>{t('whyProduct.startBody')}</p>
        <p className="lms-static-page__actions">
          <LmsLink className="lms-button lms-button--primary" to={pathFor(routes, 'products')}>
            {t('whyProduct.browse')}
          </LmsLink>
          <LmsLink className="lms-button lms-button--secondary" to={pathFor(routes, 'info')}>
            {t('whyProduct.howItWorks')}
          </LmsLink>
        </p>
      </StaticSection>
    </article>
  );
}
