import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Badge } from '@lms/core';
import { BadgesSection } from './BadgesSection';
import { HoldersSection } from './HoldersSection';

/**
 * /admin/badges: the badges (texts, PNG or SVG image, award rule) with their holder counts, and the holders of the
 * one chosen (award by hand, revoke with a reason).
 */
export function AdminBadgesPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const [chosen, setChosen] = useState<Badge | null>(null);
  return (
    <section className="lms-badge-admin" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('badges.admin.heading')}</h1>
      <BadgesSection onHolders={setChosen} />
      {chosen && <HoldersSection key={chosen.id} badge={chosen} />}
    </section>
  );
}
