import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SupportMessage } from '@lms/core';
import { renderLms } from '../../test-support/render-on-domain';
import { withMessageAreas } from '../../i18n/withMessageAreas';
import { supportMessages } from './messages';
import { SupportConversation } from './SupportConversation';

const message = (attachments: SupportMessage['attachments']): SupportMessage => ({
  id: 'm1',
  author: 'requester',
  authorName: 'Ann',
  body: 'Here is the screenshot.',
  internal: false,
  createdAt: '2026-06-15T10:00:00.000Z',
  attachments,
});

const attachment = (fileName: string, size: number) => ({
  fileName,
  contentType: 'image/png',
  size,
  url: `https://lms.test/files/${fileName}`,
});

describe('SupportConversation', () => {
  it('gives each attachment its size as people read it: bytes spelt out in the plural, then kB and MB', async () => {
    const messages = [
      message([
        attachment('tiny.png', 711),
        attachment('shot.png', 2048),
        attachment('video.png', 1536 * 1024),
      ]),
    ];
    const Conversation = withMessageAreas([supportMessages], function Conversation() {
      return <SupportConversation label="Conversation" messages={messages} />;
    });
    // Shown as a page's screen, so its message area loads first as every screen's does.
    await renderLms({ path: '/contact-support', config: { screens: { 'contact-support': Conversation } } });
    const files = within(await screen.findByRole('list', { name: 'Attached files' }));
    const sizes = files.getAllByRole('listitem').map((item) => item.textContent);
    expect(sizes).toEqual(['tiny.png (711 bytes)', 'shot.png (2 kB)', 'video.png (1.5 MB)']);
  });
});
