import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { ProfileSection } from './ProfileSection';

/** The way out: explains what deletion removes, then asks for confirmation in a dialog. */
export function DeleteAccountSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection
      title={t('profile.delete.heading')}
      description={t('profile.delete.description')}
      tone="danger"
    >
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('profile.delete.open')}
      </Button>
      {open && <DeleteAccountDialog email={email} onClose={() => setOpen(false)} />}
    </ProfileSection>
  );
}
