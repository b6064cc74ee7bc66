import type { TicketBotConversation } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';

/**
 * The support bot conversation a ticket was opened from, as it was then: each question, and the
 * pages the bot quoted or that it did not know. Shown to the user and on the staff desk.
 */
export function BotConversation({ conversation }: { conversation: TicketBotConversation | null }) {
  const { t, i18n } = useTranslation('tickets');
  if (!conversation || conversation.entries.length === 0) return null;
  return (
    <section className="tickets-bot" data-testid="ticket-bot-conversation" aria-labelledby="ticket-bot-title">
      <h3 id="ticket-bot-title">{t('bot.title')}</h3>
      <p className="muted">{t('bot.questions', { count: conversation.entries.length })}</p>
      <ol className="tickets-bot__list">
        {conversation.entries.map((entry, i) => (
          // The entries never change order: the conversation is a copy.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={i} className="tickets-bot__entry">
            <p className="tickets-bot__question">
              <strong>{t('bot.question')}</strong> {entry.question}{' '}
              <time dateTime={entry.askedAt} className="muted">
                {formatDateTime(entry.askedAt, i18n.language)}
              </time>
            </p>
            {entry.answered ? (
              <ul className="tickets-bot__sources">
                {entry.sources.map((s) => (
                  <li key={`${s.path}|${s.quote}`}>
                    <Link to={s.path}>{s.title}</Link>
                    <blockquote>{s.quote}</blockquote>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="tickets-bot__unknown" data-answered="false">
                {t('bot.unknown')}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
