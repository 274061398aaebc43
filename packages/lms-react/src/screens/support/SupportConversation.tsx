import { useTranslation } from 'react-i18next';
import type { SupportMessage } from '@lms/core';
import { formatSize } from '../../ui-kit/file-size';

/**
 * A request's messages, oldest first: who wrote (the requester or support), when, the text as written (never
 * parsed as markup) and the attached files as download links. Internal notes are marked, for support's eyes.
 */
export function SupportConversation({
  messages,
  label,
}: {
  messages: readonly SupportMessage[];
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ol className="lms-support-conversation" aria-label={label}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={[
            'lms-support-message',
            `lms-support-message--${message.author}`,
            message.internal ? 'lms-support-message--internal' : '',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <article aria-label={t('support.conversation.messageBy', { name: message.authorName })}>
            <header className="lms-support-message__header">
              <strong dir="auto">{message.authorName}</strong>{' '}
              <span>
                {message.internal
                  ? t('support.conversation.internalNote')
                  : t(`support.conversation.author.${message.author}`)}
              </span>{' '}
              <time dateTime={message.createdAt}>{when.format(new Date(message.createdAt))}</time>
            </header>
            <p className="lms-support-message__body" dir="auto">
              {message.body}
            </p>
            {message.attachments.length > 0 && (
              <ul className="lms-support-message__files" aria-label={t('support.conversation.files')}>
                {message.attachments.map((file) => (
                  <li key={file.url}>
                    <a href={file.url} target="_blank" rel="noreferrer noopener" dir="auto">
                      {file.fileName}
                    </a>{' '}
                    <span>({formatSize(file.size, i18n.language)})</span>
                  </li>
                ))}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
