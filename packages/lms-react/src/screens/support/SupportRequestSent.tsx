import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pathFor, type CreatedSupportRequest } from '@lms/core';
import { LmsLink } from '../../navigation/LmsLink';
import { useLmsRuntime } from '../../runtime/useLmsRuntime';

/** What a requester sees once the request is sent: its reference (focused, so it is read out) and what happens next. */
export function SupportRequestSent({
  request,
  signedIn,
}: {
  request: CreatedSupportRequest;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const { routes } = useLmsRuntime();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} className="lms-support-sent" tabIndex={-1} role="status">
      <h2>{t('support.sent.heading')}</h2>
      <p>
        {t('support.sent.reference')}{' '}
        <strong className="lms-support-sent__reference">{request.reference}</strong>
      </p>
      <p>{t('support.sent.mailed', { email: request.email })}</p>
      {signedIn ? (
        <p>
          <LmsLink to={pathFor(routes, 'support-request', { reference: request.reference })}>
            {t('support.sent.open')}
          </LmsLink>
        </p>
      ) : (
        <p>{t('support.sent.linkInMail')}</p>
      )}
    </div>
  );
}
