import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../../test-support/render-on-domain';
import { callAs, createAccount, createTestServer } from '../../test-support/test-server';

/** A student's request answered by an administrator who set no display name, on the domain. */
async function answeredRequest() {
  const server = await createTestServer();
  const student = await createAccount(server, { email: 'sam@example.com' });
  const admin = await createAccount(server, {
    email: 'root.admin@example.com',
    admin: true,
    displayName: '',
  });
  const { formToken } = await callAs(server, student, 'openSupportForm', {});
  const created = await callAs(server, student, 'createSupportRequest', {
    formToken,
    category: 'account',
    subject: 'My certificate has the wrong name',
    message: 'It says Sam Studnet.',
    attachments: [],
  });
  await callAs(server, admin, 'adminReplyToSupportRequest', {
    requestId: created.id,
    message: 'Fixed: download it again.',
    internal: false,
  });
  return { server, student, admin, created };
}

describe('a support request as each side reads it', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('the requester reads "Waiting for your reply", and the answer signed with the site, never an e-mail', async () => {
    const { server, student, created } = await answeredRequest();
    await renderLms({ server, path: `/contact-support/requests/${created.reference}`, signedInAs: student });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'My certificate has the wrong name' }),
    ).toBeVisible();
    expect(screen.getByText('Waiting for your reply')).toBeVisible();
    expect(screen.queryByText('Waiting for the requester')).toBeNull();
    const answer = within(screen.getByRole('article', { name: /Learning Platform/ }));
    expect(answer.getByText('Fixed: download it again.')).toBeVisible();
    expect(document.body.textContent).not.toContain('root.admin@example.com');
  });

  it('support reads "Waiting for the requester" for the same request', async () => {
    const { server, admin, created } = await answeredRequest();
    await renderLms({ server, path: `/admin/support-requests/${created.id}`, signedInAs: admin });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `${created.reference}: My certificate has the wrong name`,
      }),
    ).toBeVisible();
    expect(screen.getAllByText('Waiting for the requester').length).toBeGreaterThan(0);
  });
});
