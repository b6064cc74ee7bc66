import { SUPPORT_PAGE_SIZE, type Ticket, type TicketSummary } from '@crowdsolve/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Pager, usePageParam } from '../../ui/pager.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { myTicketsQuery, ticketKeys, ticketQuery, ticketsApi } from './api.ts';
import { BotConversation } from './bot-conversation.tsx';
import { ReplyForm } from './reply-form.tsx';
import { StatusBadge, Thread } from './thread.tsx';
import './tickets.css';

/** The user's tickets, newest first, with their status and a way to a new one. */
export function MyTickets() {
  const { t, i18n } = useTranslation('tickets');
  const { api } = useAppEnv();
  const { page, go } = usePageParam();
  const list = useQuery(myTicketsQuery(api, page));
  const columns: Column<TicketSummary>[] = [
    { key: 'id', header: '#', cell: (r) => r.id },
    {
      key: 'subject',
      header: t('list.subject'),
      cell: (r) => <Link to={`/support/tickets/${r.id}`}>{r.subject}</Link>,
    },
    { key: 'category', header: t('list.category'), cell: (r) => t(`categories.${r.category}`) },
    { key: 'status', header: t('list.status'), cell: (r) => <StatusBadge status={r.status} /> },
    {
      key: 'updated',
      header: t('list.lastMessage'),
      cell: (r) => formatDateTime(r.lastMessageAt, i18n.language),
    },
    { key: 'messages', header: t('list.messages'), cell: (r) => t('list.messageCount', { count: r.messageCount }) },
  ];
  return (
    <>
      <p>
        <Link className="button button--primary" to="/support/tickets/new">
          {t('list.new')}
        </Link>
      </p>
      <QueryView query={list}>
        {(data) =>
          data.totalCount === 0 ? (
            <p className="muted" data-testid="tickets-empty">
              {t('list.empty')}
            </p>
          ) : (
            <>
              <p role="status">{t('list.count', { count: data.totalCount })}</p>
              <DataTable
                columns={columns}
                rows={data.records}
                rowKey={(r) => r.id}
                rowAttributes={(r) => ({ 'data-ticket': r.id })}
                caption={t('list.caption')}
                testId="tickets-table"
              />
              <Pager page={page} pages={Math.ceil(data.totalCount / SUPPORT_PAGE_SIZE)} onGo={go} />
            </>
          )
        }
      </QueryView>
    </>
  );
}

/** What a ticket is about: the task or payment picked when it was opened. */
export function TicketSubject({ ticket }: { ticket: Pick<Ticket, 'category' | 'task' | 'payment' | 'createdAt'> }) {
  const { t, i18n } = useTranslation('tickets');
  return (
    <dl className="tickets-facts">
      <dt>{t('list.category')}</dt>
      <dd>{t(`categories.${ticket.category}`)}</dd>
      <dt>{t('ticket.opened')}</dt>
      <dd>{formatDateTime(ticket.createdAt, i18n.language)}</dd>
      {ticket.task ? (
        <>
          <dt>{t('form.task')}</dt>
          <dd data-testid="ticket-task">
            {t('refs.task', { id: ticket.task.id, kind: ticket.task.kind, status: ticket.task.status })}
          </dd>
        </>
      ) : null}
      {ticket.payment ? (
        <>
          <dt>{t('form.payment')}</dt>
          <dd data-testid="ticket-payment">
            {t('refs.payment', {
              id: ticket.payment.id,
              amount: formatMicros(ticket.payment.amountMicros, i18n.language),
              status: ticket.payment.status,
            })}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** One of the user's tickets: the thread, a reply (which reopens a closed ticket) and closing. */
export function MyTicket({ id }: { id: number }) {
  const { t } = useTranslation('tickets');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const ticket = useQuery(ticketQuery(api, id));
  const refresh = (fresh?: Ticket) => {
    if (fresh) client.setQueryData(ticketKeys.one(id), fresh);
    void client.invalidateQueries({ queryKey: ticketKeys.all });
  };
  return (
    <QueryView query={ticket}>
      {(data) => (
        <article className="tickets-page" data-ticket={data.id}>
          <header className="tickets-page__head">
            <h2>
              #{data.id} {data.subject}
            </h2>
            <StatusBadge status={data.status} />
          </header>
          <p className="muted" data-testid="ticket-status-help">
            {t(`ticket.help.${data.status}`)}
          </p>
          <TicketSubject ticket={data} />
          <BotConversation conversation={data.botConversation} />
          <Thread messages={data.messages} />
          <ReplyForm
            label={data.status === 'closed' ? t('reply.reopenLabel') : t('reply.label')}
            send={(input) => ticketsApi.reply(api, id, { body: input.body, attachmentIds: input.attachmentIds })}
            onSent={() => refresh()}
          />
          {data.status !== 'closed' ? (
            <p>
              <Button
                variant="ghost"
                onClick={() => void ticketsApi.close(api, id).then(refresh)}
                data-testid="ticket-close"
              >
                {t('ticket.close')}
              </Button>
            </p>
          ) : null}
          <p>
            <Link to="/support/tickets">{t('ticket.back')}</Link>
          </p>
        </article>
      )}
    </QueryView>
  );
}
