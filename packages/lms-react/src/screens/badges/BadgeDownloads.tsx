import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BadgeAward, BakedBadgeFormat } from '@lms/core';
import { Button } from '../../components/Button';
import { useNotify } from '../../notifications/useNotify';
import {
  useDownloadBadgeCredentialMutation,
  useDownloadBadgeImageMutation,
} from '../../store/endpoints/badges-api';
import { downloadFile, downloadText } from '../../ui-kit/download';
import { useErrorText } from '../../ui-kit/useErrorText';
import { BADGE_REFUSALS } from './refusal-wordings';

/**
 * The learner's files of an award: the signed credential as JSON, and the badge image with that credential baked in
 * (PNG when the badge's picture is a PNG, and SVG), the formats the award says it has.
 */
export function BadgeDownloads({ award }: { award: BadgeAward }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText(BADGE_REFUSALS);
  const [downloadCredential, credential] = useDownloadBadgeCredentialMutation();
  const [downloadImage] = useDownloadBadgeImageMutation();
  const [baking, setBaking] = useState<BakedBadgeFormat | null>(null);

  async function saveCredential() {
    const result = await downloadCredential({ awardId: award.id });
    if (result.error) notify({ kind: 'negative', message: errorText(result.error) });
    else downloadText(result.data.fileName, result.data.json, 'application/json');
  }

  async function saveImage(format: BakedBadgeFormat) {
    setBaking(format);
    const result = await downloadImage({ awardId: award.id, format });
    setBaking(null);
    if (result.error) notify({ kind: 'negative', message: errorText(result.error) });
    else downloadFile(result.data);
  }

  const formats = award.bakedImageFormats;
  return (
    <>
      <div className="lms-badge-page__actions">
        <Button onClick={() => void saveCredential()} busy={credential.isLoading}>
          {t('badges.page.download')}
        </Button>
        {formats.includes('png') && (
          <Button variant="secondary" onClick={() => void saveImage('png')} busy={baking === 'png'}>
            {t('badges.page.downloadPng')}
          </Button>
        )}
        {formats.includes('svg') && (
          <Button variant="secondary" onClick={() => void saveImage('svg')} busy={baking === 'svg'}>
            {t('badges.page.downloadSvg')}
          </Button>
        )}
      </div>
      <p className="lms-badge-page__hint">{t('badges.page.downloadHint')}</p>
      <p className="lms-badge-page__hint">
        {t('badges.page.imageHint')} {!formats.includes('png') && t('badges.page.svgOnly')}
      </p>
    </>
  );
}
