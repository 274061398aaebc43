import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '@lms/core';
import { Button } from '../../components/Button';
import { useNotify } from '../../notifications/useNotify';
import { FormFailure } from '../../ui-kit/FormFailure';
import { useFormSubmission } from '../../ui-kit/useFormSubmission';
import { ProfileSection } from './ProfileSection';
import { useProfilePhotoUpload } from './useProfilePhotoUpload';
import { useSaveProfile } from './useSaveProfile';
import { MediaImage } from '../../components/MediaImage';

// What the picker offers; the back end still checks the bytes and answers storage/invalid-format otherwise.
const PICTURE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** The profile picture: shown, replaced by an upload with a progress bar, or removed. */
export function ProfilePhotoSection({ user }: { user: AuthUser }) {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const saveProfile = useSaveProfile();
  const { state, upload, cancel } = useProfilePhotoUpload(user.uid);
  const containerRef = useRef<HTMLDivElement>(null);
  const removal = useFormSubmission(containerRef);
  const inputRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const progressLabelId = `${baseId}-progress`;
  const busy = state.phase === 'uploading' || state.phase === 'saving' || removal.busy;

  async function handleFile(file: File | undefined) {
    if (!file) return;
    const done = await upload(file);
    // Clear the picker so choosing the same file again (after a failure) starts a new upload.
    if (inputRef.current) inputRef.current.value = '';
    if (done) notify({ kind: 'positive', message: t('profile.photo.updated') });
  }

  async function removePhoto() {
    const removed = await removal.run(() => saveProfile({ photoURL: null }));
    if (removed) notify({ kind: 'positive', message: t('profile.photo.removed') });
  }

  const percent = state.phase === 'uploading' ? state.fraction : 1;
  const failure = state.phase === 'failed' ? state.error : removal.failure;

  return (
    <ProfileSection title={t('profile.photo.heading')} description={t('profile.photo.description')}>
      <div ref={containerRef} className="lms-profile-photo">
        {user.photoURL ? (
          <MediaImage
            className="lms-profile-photo__image"
            src={user.photoURL}
            alt={t('profile.photo.current')}
          />
        ) : (
          <p className="lms-profile-photo__empty">{t('profile.photo.none')}</p>
        )}
        <FormFailure failure={failure} />
        <div className="lms-field">
          <label className="lms-field__label" htmlFor={`${baseId}-input`}>
            {t('profile.photo.choose')}
          </label>
          <input
            ref={inputRef}
            id={`${baseId}-input`}
            className="lms-profile-photo__input"
            type="file"
            accept={PICTURE_TYPES}
            disabled={busy}
            onChange={(event) => void handleFile(event.target.files?.[0])}
          />
        </div>
        {(state.phase === 'uploading' || state.phase === 'saving') && (
          <div className="lms-upload-progress">
            <span id={progressLabelId} className="lms-upload-progress__label">
              {state.phase === 'uploading' ? t('profile.photo.uploading') : t('profile.photo.saving')}
            </span>
            <progress
              className="lms-upload-progress__bar"
              aria-labelledby={progressLabelId}
              value={percent}
              max={1}
            />
            <span className="lms-upload-progress__percent" aria-hidden="true">
              {new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percent)}
            </span>
            {state.phase === 'uploading' && (
              <Button variant="ghost" onClick={cancel}>
                {t('profile.photo.cancel')}
              </Button>
            )}
          </div>
        )}
        {user.photoURL && (
          <Button variant="secondary" busy={removal.busy} disabled={busy} onClick={() => void removePhoto()}>
            {t('profile.photo.remove')}
          </Button>
        )}
      </div>
    </ProfileSection>
  );
}
