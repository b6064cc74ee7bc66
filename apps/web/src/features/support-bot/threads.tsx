import { BOT_THREAD_FILTERS, type BotMark, type BotMessage, type BotThreadFilter } from '@crowdsolve/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { Pager } from '../../ui/pager.tsx';
import { botApi, botKeys, botStaffThreadQuery, botThreadsQuery } from './api.ts';
import { SourceQuote } from './source-quote.tsx';
import './support-bot.css';

const isFilter = (v: string | null): v is BotThreadFilter =>
  (BOT_THREAD_FILTERS as readonly string[]).includes(v ?? '');

/** Staff: the bot's threads (all, with unrated answers, with bad marks), newest first; `?thread=` opens one. */
export function BotThreadsStaff() {
  const { t, i18n } = useTranslation('supportBot');
  const { api } = useAppEnv();
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: BotThreadFilter = isFilter(filterParam) ? filterParam : 'all';
  const [page, setPage] = useState(0);
  const list = useQuery(botThreadsQuery(api, filter, page));
  const open = params.get('thread');
  const pages = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;
  const go = (next: Record<string, string>) => setParams(next, { preventScrollReset: true });

  return (
    <div className="bot-staff">
      <fieldset className="row bot-fieldset">
        <legend className="visually-hidden">{t('staff.filter')}</legend>
        {BOT_THREAD_FILTERS.map((f) => (
          <Button
            key={f}
            variant={f === filter ? 'primary' : 'ghost'}
            aria-pressed={f === filter}
            onClick={() => {
              setPage(0);
              go(f === 'all' ? {} : { filter: f });
            }}
          >
            {t(`staff.filters.${f}`)}
          </Button>
        ))}
      </fieldset>
      {/* The conversation opened comes first, so that a phone does not scroll past the list to it. */}
      {open ? <StaffThread id={open} /> : null}
      <FormError error={list.error} />
      {list.data ? (
        <>
          <p className="muted">{t('staff.total', { count: list.data.total })}</p>
          {list.data.threads.length === 0 ? <p>{t('staff.empty')}</p> : null}
          <ul className="bot-staff__list">
            {list.data.threads.map((th) => (
              <li key={th.id} className={th.id === open ? 'card bot-staff__item is-open' : 'card bot-staff__item'}>
                <Link to={`?${new URLSearchParams({ ...(filter === 'all' ? {} : { filter }), thread: th.id })}`}>
                  {th.firstQuestion || t('staff.noQuestion')}
                </Link>
                <p className="muted">
                  {formatDateTime(th.updatedAt, i18n.language)} · {th.language.toUpperCase()} ·{' '}
                  {th.userId === null ? t('staff.visitor') : (th.userEmail ?? t('staff.user', { id: th.userId }))} ·{' '}
                  {t('staff.questions', { count: th.messageCount })}
                  {th.unansweredCount ? ` · ${t('staff.unanswered', { count: th.unansweredCount })}` : ''}
                  {th.goodCount ? ` · ${t('staff.good', { count: th.goodCount })}` : ''}
                  {th.badCount ? ` · ${t('staff.bad', { count: th.badCount })}` : ''}
                  {th.unratedCount ? ` · ${t('staff.unrated', { count: th.unratedCount })}` : ''}
                </p>
              </li>
            ))}
          </ul>
          <Pager page={page} pages={pages} onGo={setPage} />
        </>
      ) : null}
    </div>
  );
}

function StaffThread({ id }: { id: string }) {
  const { t, i18n } = useTranslation('supportBot');
  const { api } = useAppEnv();
  const thread = useQuery(botStaffThreadQuery(api, id));
  if (thread.error) return <FormError error={thread.error} />;
  if (!thread.data) return null;
  return (
    <section className="bot-staff__thread" aria-labelledby="bot-thread-title" data-thread={id}>
      <h2 id="bot-thread-title">{t('staff.thread')}</h2>
      <p className="muted">
        {formatDateTime(thread.data.createdAt, i18n.language)} · {thread.data.language.toUpperCase()} ·{' '}
        {thread.data.userId === null
          ? t('staff.visitor')
          : (thread.data.userEmail ?? t('staff.user', { id: thread.data.userId }))}
      </p>
      <ol className="bot-thread">
        {thread.data.messages.map((m) => (
          <StaffExchange key={m.id} message={m} />
        ))}
      </ol>
    </section>
  );
}

/** A question and answer with the asker's "helpful" and staff's good / bad mark. */
function StaffExchange({ message }: { message: BotMessage }) {
  const { t } = useTranslation('supportBot');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const mark = useFormSubmit({
    send: (value: BotMark | null) => botApi.mark(api, message.id, value),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: botKeys.all }),
  });
  const toggle = (value: BotMark) => mark.mutation.mutate(message.mark === value ? null : value);
  return (
    <li className="bot-exchange" data-message={message.id} data-mark={message.mark ?? 'none'}>
      <p className="bot-bubble bot-bubble--question">{message.question}</p>
      <div className="bot-bubble bot-bubble--answer">
        {message.answered ? (
          message.sources.map((s) => <SourceQuote key={s.path} source={s} />)
        ) : (
          <p>{t('staff.didNotKnow')}</p>
        )}
        <p className="muted">
          {message.helpful === null
            ? t('staff.helpfulNone')
            : message.helpful
              ? t('staff.helpfulYes')
              : t('staff.helpfulNo')}
        </p>
        <fieldset className="row bot-fieldset">
          <legend className="visually-hidden">{t('staff.markLabel')}</legend>
          {(['good', 'bad'] as const).map((value) => (
            <Button
              key={value}
              variant={message.mark === value ? (value === 'good' ? 'primary' : 'danger') : 'ghost'}
              aria-pressed={message.mark === value}
              disabled={mark.pending}
              onClick={() => toggle(value)}
            >
              {t(`staff.mark.${value}`)}
            </Button>
          ))}
        </fieldset>
        <FormError error={mark.formError} />
      </div>
    </li>
  );
}
