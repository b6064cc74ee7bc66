import { BOT_THREAD_TICKET_PARAM, type BotMessage, botTicketPath, SUPPORT_SUBJECT_MAX } from '@crowdsolve/contract';

/** The prefilled ticket text stays well inside an address's length. */
export const TICKET_BODY_MAX = 1500;

const clip = (text: string, max: number) => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

/**
 * "Open a ticket" from a conversation: the new-ticket form with the thread attached
 * (`botThread`) and filled in (`from=bot`): the first question as the subject, and the questions
 * with what the bot answered (the pages it quoted, or that it did not know) as the message.
 */
export function botTicketHref(threadId: string, messages: readonly BotMessage[], t: (key: string) => string): string {
  if (!messages.length) return botTicketPath(threadId);
  const lines = [t('ticket.intro'), ''];
  for (const m of messages) {
    lines.push(`${t('ticket.question')} ${m.question}`);
    if (!m.answered) lines.push(`${t('ticket.answer')} ${t('ticket.unknown')}`);
    for (const s of m.sources) lines.push(`${t('ticket.answer')} ${s.title} (${s.path})`);
    lines.push('');
  }
  const query = new URLSearchParams({
    [BOT_THREAD_TICKET_PARAM]: threadId,
    from: 'bot',
    subject: clip(messages[0]?.question ?? '', SUPPORT_SUBJECT_MAX),
    body: clip(lines.join('\n').trim(), TICKET_BODY_MAX),
  });
  return `/support/tickets/new?${query}`;
}
