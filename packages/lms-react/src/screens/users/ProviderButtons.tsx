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
 * "Continue with Google / Microsoft", only for the providers the back end offers (set up on the server and switched
 * on in the settings: the domain's rule, read through AuthPort.getProviders). A button that could never work is
 * not shown at all, and with none offered the group is not drawn: the e-mail form is the way in.
 */
export function ProviderButtons({ onSelect, busyProvider, disabled }: ProviderButtonsProps) {
  const { t } = useTranslation();
  const { available } = useSignInProviders();
  const groupLabelId = `${useId()}-label`;
  const offered = PROVIDERS.filter((provider) => available?.[provider] === true);
  if (offered.length === 0) return null;

  return (
    <div className="lms-provider-buttons" role="group" aria-labelledby={groupLabelId}>
      <p className="lms-provider-buttons__label" id={groupLabelId}>
        {t('providers.heading')}
      </p>
      {offered.map((provider) => (
        <div key={provider} className="lms-provider-buttons__item">
          <Button
            variant="secondary"
            className={`lms-provider-button lms-provider-button--${provider}`}
            disabled={disabled}
            busy={busyProvider === provider}
            onClick={() => onSelect(provider)}
          >
            {t(`providers.${provider}.continue`)}
          </Button>
        </div>
      ))}
    </div>
  );
}
