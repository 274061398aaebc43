import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OAuthProviderId } from '@lms/core';
import { Button } from '../../components/Button';
import { useSignInProviders } from './useSignInProviders';

const PROVIDERS: readonly OAuthProviderId[] = ['google', 'microsoft'];

export interface ProviderButtonsProps {
  onSelect: (provider: OAuthProviderId) => void;
  /** The provider whose popup is open, shown busy. */
  busyProvider: OAuthProviderId | null;
  /** True while any other sign-in runs: one attempt at a time. */
  disabled: boolean;
}

/**
 * "Continue with Google / Microsoft". A provider the back end has not configured stays visible but disabled, with
 * a sentence saying why, so nobody wonders where their usual sign-in went.
 */
export function ProviderButtons({ onSelect, busyProvider, disabled }: ProviderButtonsProps) {
  const { t } = useTranslation();
  const { available } = useSignInProviders();
  const baseId = useId();
  const groupLabelId = `${baseId}-label`;

  return (
    <div
      className="lms-provider-buttons"
      role="group"
      aria-labelledby={groupLabelId}
      aria-busy={available === null}
    >
      <p className="lms-provider-buttons__label" id={groupLabelId}>
        {t('providers.heading')}
      </p>
      {PROVIDERS.map((provider) => {
        const configured = available?.[provider] ?? false;
        const noteId = `${baseId}-${provider}-note`;
        const unavailable = available !== null && !configured;
        return (
          <div key={provider} className="lms-provider-buttons__item">
            <Button
              variant="secondary"
              className={`lms-provider-button lms-provider-button--${provider}`}
              disabled={disabled || !configured}
              busy={busyProvider === provider}
              aria-describedby={unavailable ? noteId : undefined}
              onClick={() => onSelect(provider)}
            >
              {t(`providers.${provider}.continue`)}
            </Button>
            {unavailable && (
              <p className="lms-provider-buttons__note" id={noteId}>
                {t(`providers.${provider}.notConfigured`)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
