import type { DeskTicket, DeskUserContext } from '@crowdsolve/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDate } from '../../lib/format.ts';
import { formatMicros } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { cannedQuery, deskTicketQuery, ticketKeys, ticketsApi } from './api.ts';
import { BotConversation } from './bot-conversation.tsx';
import { CannedManager } from './canned.tsx';
import { useAge } from './desk-queue.tsx';
import { TicketSubject } from './my-tickets.tsx';
import { ReplyForm } from './reply-form.tsx';
import { StatusBadge, Thread } from './thread.tsx';
import './tickets.css';

/** The user beside the thread: account, balance, recent tasks, payments and other tickets. */
function UserContext({ user }: { user: DeskUserContext }) {
  const { t, i18n } = useTranslation('tickets');
  const lang = i18n.language;
  return (
    <aside className="tickets-context card" data-testid="desk-context" aria-label={t('desk.context')}>
      <h2>{t('desk.context')}</h2>
      <dl className="tickets-facts">
        <dt>{t('desk.email')}</dt>
        <dd>{user.email ?? `#${user.id}`}</dd>
        <dt>{t('desk.userType')}</dt>
        <dd>{user.userType ?? '—'}</dd>
        <dt>{t('desk.language')}</dt>
        <dd>{user.language}</dd>
        <dt>{t('desk.balance')}</dt>
        <dd data-testid="desk-balance">{formatMicros(user.balanceMicros, lang)}</dd>
        <dt>{t('desk.held')}</dt>
        <dd>{formatMicros(user.heldMicros, lang)}</dd>
        {user.enterpriseUntil ? (
          <>
            <dt>{t('desk.enterprise')}</dt>
            <dd data-testid="desk-enterprise">
              {t('desk.enterpriseUntil', { date: formatDate(user.enterpriseUntil, lang) })}
            </dd>
          </>
        ) : null}
      </dl>
      <h3>{t('desk.recentTasks')}</h3>
      {user.tasks.length === 0 ? (
        <p className="muted">{t('desk.none')}</p>
      ) : (
        <ul className="tickets-context__list" data-testid="desk-tasks">
          {user.tasks.map((task) => (
            <li key={task.id}>
              {t('refs.task', { id: task.id, kind: task.kind, status: task.status })} ·{' '}
              {formatDate(task.createdAt, lang)}
            </li>
          ))}
        </ul>
      )}
      <h3>{t('desk.recentPayments')}</h3>
      {user.payments.length === 0 ? (
        <p className="muted">{t('desk.none')}</p>
      ) : (
        <ul className="tickets-context__list" data-testid="desk-payments">
          {user.payments.map((p) => (
            <li key={p.id}>
              {t('refs.payment', { id: p.id, amount: formatMicros(p.amountMicros, lang), status: p.status })} ·{' '}
              {formatDate(p.createdAt, lang)}
            </li>
          ))}
        </ul>
      )}
      {user.otherTickets.length > 0 ? (
        <>
          <h3>{t('desk.otherTickets')}</h3>
          <ul className="tickets-context__list">
            {user.otherTickets.map((o) => (
              <li key={o.id}>
                <Link to={`/editor/support/tickets/${o.id}`}>
                  #{o.id} {o.subject}
                </Link>{' '}
                <StatusBadge status={o.status} staff />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </aside>
  );
}

/** The canned answers to insert into a reply. */
function CannedPicker({ insert }: { insert: (text: string) => void }) {
  const { t } = useTranslation('tickets');
  const { api } = useAppEnv();
  const canned = useQuery(cannedQuery(api));
  const records = canned.data?.records ?? [];
  if (records.length === 0) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor="desk-canned">
        {t('canned.insert')}
      </label>
      <select
        id="desk-canned"
        className="field__input"
        value=""
        onChange={(e) => {
          const found = records.find((r) => String(r.id) === e.target.value);
          if (found) insert(found.body);
        }}
        data-testid="desk-canned"
      >
        <option value="">{t('canned.choose')}</option>
        {records.map((r) => (
          <option key={r.id} value={r.id}>
            {r.title}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A ticket on the staff desk: thread with notes, reply or note, assignment, closing, the user's context. */
export function DeskTicketView({ id }: { id: number }) {
  const { t } = useTranslation('tickets');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const ticket = useQuery(deskTicketQuery(api, id));
  const age = useAge();
  const [showCanned, setShowCanned] = useState(false);
  const refresh = (fresh?: DeskTicket) => {
    if (fresh) client.setQueryData(ticketKeys.deskOne(id), fresh);
    void client.invalidateQueries({ queryKey: ticketKeys.all });
  };
  return (
    <QueryView query={ticket}>
      {(data) => (
        <div className="tickets-desk" data-ticket={data.id}>
          <article className="tickets-page">
            <header className="tickets-page__head">
              <h2>
                #{data.id} {data.subject}
              </h2>
              <StatusBadge status={data.status} staff />
              {data.status !== 'closed' ? (
                <span className="muted" data-testid="desk-age">
                  {age(data.waitingSince)}
                </span>
              ) : null}
            </header>
            <TicketSubject ticket={data} />
            <div className="tickets-filters">
              <div className="field">
                <label className="field__label" htmlFor="desk-assignee">
                  {t('desk.assignee')}
                </label>
                <select
                  id="desk-assignee"
                  className="field__input"
                  value={data.assigneeId ?? ''}
                  onChange={(e) =>
                    void ticketsApi.assign(api, id, e.target.value ? Number(e.target.value) : null).then(refresh)
                  }
                  data-testid="desk-assignee"
                >
                  <option value="">{t('desk.unassigned')}</option>
                  {data.staff.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.email ?? `#${s.id}`}
                    </option>
                  ))}
                </select>
              </div>
              {data.status !== 'closed' ? (
                <Button variant="ghost" onClick={() => void ticketsApi.deskClose(api, id).then(refresh)}>
                  {t('ticket.close')}
                </Button>
              ) : null}
            </div>
            <BotConversation conversation={data.botConversation} />
            <Thread messages={data.messages} staff />
            <ReplyForm
              staff
              label={t('desk.replyLabel')}
              tools={(insert) => <CannedPicker insert={insert} />}
              send={(input) => ticketsApi.deskReply(api, id, input)}
              onSent={() => refresh()}
            />
            <p>
              <Button variant="ghost" aria-expanded={showCanned} onClick={() => setShowCanned((v) => !v)}>
                {t('canned.manage')}
              </Button>
            </p>
            {showCanned ? <CannedManager /> : null}
            <p>
              <Link to="/editor/support/tickets">{t('desk.back')}</Link>
            </p>
          </article>
          <UserContext user={data.user} />
        </div>
      )}
    </QueryView>
  );
}
