import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmbedApiKey, OperationOutput } from '@lms/core';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Skeleton } from '../../../components/Skeleton';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { ConfirmDialog } from '../../../ui-kit/ConfirmDialog';
import { useErrorText } from '../../../ui-kit/useErrorText';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import {
  useAdminListEmbedApiKeysQuery,
  useAdminListEmbedOriginsQuery,
  useRevokeEmbedApiKeyMutation,
} from './embedding-api';
import { NewApiKeySecret } from './NewApiKeySecret';
import { SETTINGS_REFUSALS } from './settings-refusals';

/** API keys of embedding sites: their origins, when they were last used, and revocation; new ones show once. */
export function ApiKeysSection() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const errorText = useErrorText(SETTINGS_REFUSALS);
  const keys = useAdminListEmbedApiKeysQuery({});
  const origins = useAdminListEmbedOriginsQuery({});
  const [revoke, revokeState] = useRevokeEmbedApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<OperationOutput<'createEmbedApiKey'> | null>(null);
  const [revoking, setRevoking] = useState<EmbedApiKey | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (iso: string) => <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;

  async function confirmRevoke() {
    if (revoking === null) return;
    const result = await revoke({ id: revoking.id });
    if (result.error) setFailure(errorText(result.error));
    else setRevoking(null);
  }

  return (
    <section className="lms-settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('adminSettings.keys.heading')}</h2>
      <p>{t('adminSettings.keys.intro')}</p>
      {keys.isError ? (
        <ErrorState
          error={keys.error}
          title={t('adminSettings.keys.loadError')}
          onRetry={() => void keys.refetch()}
        />
      ) : !keys.data ? (
        <Skeleton lines={3} />
      ) : keys.data.items.length === 0 ? (
        <p className="lms-settings-section__empty">{t('adminSettings.keys.empty')}</p>
      ) : (
        <div className="lms-admin-table-wrap">
          <table className="lms-admin-table">
            <caption className="lms-admin-table__caption">{t('adminSettings.keys.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('adminSettings.keys.name')}</th>
                <th scope="col">{t('adminSettings.keys.prefix')}</th>
                <th scope="col">{t('adminSettings.keys.origins')}</th>
                <th scope="col">{t('adminSettings.keys.createdAt')}</th>
                <th scope="col">{t('adminSettings.keys.lastUsed')}</th>
                <th scope="col" data-unlabelled>
                  {t('adminSettings.keys.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.items.map((key) => (
                <tr key={key.id}>
                  <th scope="row" dir="auto">
                    {key.name}
                  </th>
                  <td>
                    <code dir="ltr">{key.keyPrefix}…</code>
                  </td>
                  <td>
                    {key.origins.map((origin) => (
                      <code key={origin} dir="ltr" className="lms-settings-key-origin">
                        {origin}
                      </code>
                    ))}
                  </td>
                  <td>{when(key.createdAt)}</td>
                  <td>{key.lastUsedAt ? when(key.lastUsedAt) : t('adminSettings.keys.neverUsed')}</td>
                  <td>
                    {key.revokedAt ? (
                      <span className="lms-settings-badge">
                        {t('adminSettings.keys.revokedOn')} {when(key.revokedAt)}
                      </span>
                    ) : (
                      <Button variant="danger" onClick={() => setRevoking(key)}>
                        {t('adminSettings.keys.revoke')} <VisuallyHidden>{key.name}</VisuallyHidden>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Button variant="secondary" onClick={() => setCreating(true)}>
        {t('adminSettings.keys.createTitle')}
      </Button>
      <CreateApiKeyDialog
        open={creating}
        onOpenChange={setCreating}
        origins={origins.data?.items.map((item) => item.origin) ?? []}
        onCreated={setCreated}
      />
      {created && <NewApiKeySecret created={created} onClose={() => setCreated(null)} />}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
          setFailure(null);
        }}
        title={t('adminSettings.keys.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('adminSettings.keys.revokeBody')}
        confirmLabel={t('adminSettings.keys.revoke')}
        busy={revokeState.isLoading}
        failure={failure}
        onConfirm={() => void confirmRevoke()}
      />
    </section>
  );
}
