import { useSearchParam } from '../../navigation/useSearchParam';
import { appPathFromContinueUrl } from './continue-url';
import { EmailLinkCompletion } from './EmailLinkCompletion';
import { EmailLinkRequest } from './EmailLinkRequest';

/**
 * /email-link: with ?oobCode (the mailed link) it completes the sign-in; without, it offers to mail a link.
 * Both halves live on one route because the spec's route table has one page for e-mail links.
 */
export function EmailLinkPage() {
  const oobCode = useSearchParam('oobCode');
  const email = useSearchParam('email');
  const continueUrl = useSearchParam('continueUrl');
  if (!oobCode) return <EmailLinkRequest />;
  return (
    <EmailLinkCompletion
      key={oobCode}
      oobCode={oobCode}
      email={email || null}
      continuePath={appPathFromContinueUrl(continueUrl, window.location.origin)}
    />
  );
}
