import type { SupportMessage, SupportStatus } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { AttachmentLinks } from './attachments.tsx';

const STATUS_BADGE: Record<SupportStatus, string> = {
  open: 'badge',
  waiting: 'badge badge--warning',
  closed: 'badge badge--success',
};

/** A ticket's status as a badge (for the user: "waiting for your reply"; for staff: "waiting for the user"). */
export function StatusBadge({ status, staff = false }: { status: SupportStatus; staff?: boolean }) {
  const { t } = useTranslation('tickets');
  return (
    <span className={STATUS_BADGE[status]} data-status={status}>
      {t(staff ? `desk.status.${status}` : `status.${status}`)}
    </span>
  );
}

/**
 * The thread, oldest first: replies of the user and of support, events (closed, reopened,
 * assigned) as a line; for staff also the internal notes, marked, and who wrote each message.
 */
export function Thread({ messages, staff = false }: { messages: SupportMessage[]; staff?: boolean }) {
  const { t, i18n } = useTranslation('tickets');
  return (
    <ol className="tickets-thread" data-testid="ticket-thread">
      {messages.map((m) => {
        const at = (
          <time dateTime={m.createdAt} className="muted">
            {formatDateTime(m.createdAt, i18n.language)}
          </time>
        );
        if (m.kind === 'event') {
          return (
            <li key={m.id} className="tickets-thread__event" data-kind="event">
              {t(`events.${m.body}`, { email: m.authorEmail ?? '' })} {at}
            </li>
          );
        }
        const who =
          m.author === 'user'
            ? staff
              ? t('thread.customer')
              : t('thread.you')
            : staff && m.authorEmail
              ? m.authorEmail
              : t('thread.support');
        return (
          <li
            key={m.id}
            className={`tickets-thread__message tickets-thread__message--${m.kind === 'note' ? 'note' : m.author}`}
            data-kind={m.kind}
            data-author={m.author}
          >
            <p className="tickets-thread__head">
              <strong>{who}</strong>
              {m.kind === 'note' ? <span className="badge badge--warning">{t('thread.note')}</span> : null} {at}
            </p>
            <p className="tickets-thread__body">{m.body}</p>
            <AttachmentLinks files={m.attachments} />
          </li>
        );
      })}
    </ol>
  );
}
