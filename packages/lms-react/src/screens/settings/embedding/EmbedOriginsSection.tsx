import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { ConfirmDialog } from '../../../ui-kit/ConfirmDialog';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { AddOriginForm } from './AddOriginForm';
import { useAdminListEmbedOriginsQuery, useRemoveEmbedOriginMutation } from './embedding-api';
import { SETTINGS_REFUSALS } from './settings-refusals';

/** The sites allowed to frame action-plan steps: those set on the server (read-only) and those added here. */
export function EmbedOriginsSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const errorText = useErrorText(SETTINGS_REFUSALS);
  const { data, error, isError, refetch } = useAdminListEmbedOriginsQuery({});
  const [remove, removeState] = useRemoveEmbedOriginMutation();
  const [removing, setRemoving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirmRemove() {
    if (removing === null) return;
    const result = await remove({ origin: removing });
    if (result.error) setFailure(errorText(result.error));
    else setRemoving(null);
  }

  return (
    <section className="lms-settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminSettings.origins.heading')}</h2>
      <p>{t('adminSettings.origins.intro')}</p>
      {isError ? (
        <ErrorState
          error={error}
          title={t('adminSettings.origins.loadError')}
          onRetry={() => void refetch()}
        />
      ) : !data ? (
        <Skeleton lines={2} />
      ) : data.items.length === 0 ? (
        <p className="lms-settings-section__empty">{t('adminSettings.origins.empty')}</p>
      ) : (
        <ul className="lms-settings-origins">
          {data.items.map((item) => (
            <li key={item.origin} className="lms-settings-origins__item">
              <code dir="ltr">{item.origin}</code>
              {item.source === 'environment' ? (
                <span className="lms-settings-badge">{t('adminSettings.origins.fromServer')}</span>
              ) : (
                <Button variant="ghost" onClick={() => setRemoving(item.origin)}>
                  {t('adminSettings.origins.remove')} <VisuallyHidden>{item.origin}</VisuallyHidden>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddOriginForm />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
          setFailure(null);
        }}
        title={t('adminSettings.origins.removeTitle', { origin: removing ?? '' })}
        description={t('adminSettings.origins.removeBody')}
        confirmLabel={t('adminSettings.origins.remove')}
        busy={removeState.isLoading}
        failure={failure}
        onConfirm={() => void confirmRemove()}
      />
    </section>
  );
}
