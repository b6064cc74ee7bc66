import { BOT_QUESTION_MAX, BOT_QUESTION_MIN, type BotMessage, type Language } from '@crowdsolve/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { botApi, storedThreadId, storeThreadId } from './api.ts';
import { SourceQuote } from './source-quote.tsx';
import { botTicketHref } from './ticket-link.ts';
import './support-bot.css';

/** "Was this helpful?" under an answer: yes or no, said once (can be changed). */
function Helpful({
  message,
  threadId,
  onSaid,
}: {
  message: BotMessage;
  threadId: string;
  onSaid(m: BotMessage): void;
}) {
  const { t } = useTranslation('supportBot');
  const { api } = useAppEnv();
  const say = useFormSubmit({
    send: (helpful: boolean) => botApi.helpful(api, message.id, threadId, helpful),
    onSuccess: onSaid,
  });
  return (
    <fieldset className="bot-helpful">
      <legend className="muted">{message.helpful === null ? t('chat.helpful') : t('chat.thanks')}</legend>
      {[true, false].map((value) => (
        <Button
          key={String(value)}
          variant="ghost"
          aria-pressed={message.helpful === value}
          disabled={say.pending}
          onClick={() => say.mutation.mutate(value)}
        >
          {value ? t('chat.yes') : t('chat.no')}
        </Button>
      ))}
      <FormError error={say.formError} />
    </fieldset>
  );
}

/** One question and the bot's answer: its quoted passages, or that it does not know with a way to a ticket. */
export function BotExchange({
  message,
  threadId,
  ticketHref,
  onHelpful,
}: {
  message: BotMessage;
  threadId: string;
  ticketHref: string;
  onHelpful?: (m: BotMessage) => void;
}) {
  const { t } = useTranslation('supportBot');
  return (
    <li className="bot-exchange" data-message={message.id} data-answered={message.answered}>
      <p className="bot-bubble bot-bubble--question">{message.question}</p>
      <div className="bot-bubble bot-bubble--answer">
        {message.answered ? (
          <>
            <p>{t('chat.found', { count: message.sources.length })}</p>
            {message.sources.map((s) => (
              <SourceQuote key={s.path} source={s} />
            ))}
          </>
        ) : (
          <>
            <p>{t('chat.unknown')}</p>
            <Link className="button button--primary" to={ticketHref} data-testid="bot-ticket">
              {t('chat.openTicket')}
            </Link>
          </>
        )}
        {message.answered && onHelpful ? <Helpful message={message} threadId={threadId} onSaid={onHelpful} /> : null}
      </div>
    </li>
  );
}

/** The chat: the thread so far (kept for the tab), a question box, a way to a ticket at any time. */
export function BotChat() {
  const { t, i18n } = useTranslation('supportBot');
  const { api, boot } = useAppEnv();
  const [threadId, setThreadId] = useState<string | null>(null);
  const [messages, setMessages] = useState<BotMessage[]>([]);
  const [question, setQuestion] = useState('');
  const end = useRef<HTMLDivElement>(null);

  // The tab's thread comes back after a reload (a thread that is gone starts afresh).
  useEffect(() => {
    const id = storedThreadId();
    if (!id) return;
    botApi.thread(api, id).then(
      (thread) => {
        setThreadId(thread.id);
        setMessages(thread.messages);
      },
      () => storeThreadId(null),
    );
  }, [api]);

  const ask = useFormSubmit({
    send: (q: string) =>
      botApi.ask(api, {
        question: q,
        language: i18n.language as Language,
        ...(threadId ? { threadId } : {}),
        ...(boot.host ? { hostname: boot.host } : {}),
      }),
    onSuccess: (reply) => {
      setThreadId(reply.threadId);
      storeThreadId(reply.threadId);
      setMessages((list) => [...list, reply.message]);
      setQuestion('');
      requestAnimationFrame(() => end.current?.scrollIntoView?.({ block: 'nearest' }));
    },
  });
  const check = (): Checked<string> => {
    const q = question.trim();
    if ([...q].length < BOT_QUESTION_MIN) return { ok: false, errors: { question: 'supportBot:chat.tooShort' } };
    return { ok: true, data: q };
  };
  const replace = (m: BotMessage) => setMessages((list) => list.map((x) => (x.id === m.id ? m : x)));
  const ticketHref = threadId ? botTicketHref(threadId, messages, t) : '';

  return (
    <div className="bot-chat" data-testid="bot-chat">
      {messages.length ? (
        <ol className="bot-thread" aria-live="polite">
          {messages.map((m) => (
            <BotExchange key={m.id} message={m} threadId={threadId ?? ''} ticketHref={ticketHref} onHelpful={replace} />
          ))}
        </ol>
      ) : (
        <p className="bot-hello">{t('chat.hello')}</p>
      )}
      <div ref={end} />
      <form ref={ask.ref} className="form bot-ask" noValidate onSubmit={ask.onSubmit(check)}>
        <TextAreaField
          name="question"
          label={t('chat.label')}
          placeholder={t('chat.placeholder')}
          rows={3}
          maxLength={BOT_QUESTION_MAX}
          value={question}
          error={ask.errors.question}
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <FormError error={ask.formError} />
        <SubmitRow pending={ask.pending} label={t('chat.ask')} pendingLabel={t('chat.asking')} />
      </form>
      {threadId ? (
        <p className="muted bot-footer">
          {t('chat.notHelped')} <Link to={ticketHref}>{t('chat.openTicket')}</Link>
          {' · '}
          <Button
            variant="ghost"
            onClick={() => {
              storeThreadId(null);
              setThreadId(null);
              setMessages([]);
            }}
          >
            {t('chat.newConversation')}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
