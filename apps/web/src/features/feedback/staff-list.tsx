import { FEEDBACK_KINDS, type FeedbackItem, type FeedbackKind } from '@crowdsolve/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField } from '../../ui/field.tsx';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { Pager } from '../../ui/pager.tsx';
import { type FeedbackFilter, feedbackApi, feedbackKeys, feedbackListQuery } from './api.ts';

const STATES = ['open', 'handled', 'all'] as const;

/** Staff: the feedback of both forms, filtered by form and state, newest first; handle or reply to each. */
export function FeedbackStaffList() {
  const { t } = useTranslation('feedback');
  const { api } = useAppEnv();
  const [filter, setFilter] = useState<FeedbackFilter>({ state: 'open', page: 0 });
  /** Where the last reply went (a replied message leaves the list of those not handled). */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const list = useQuery(feedbackListQuery(api, filter));
  const pages = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  return (
    <>
      <div className="row">
        <label className="field field--inline">
          <span className="field__label">{t('staff.kind')}</span>
          <select
            className="select"
            value={filter.kind ?? 'all'}
            onChange={(e) => {
              const kind = e.target.value === 'all' ? undefined : (e.target.value as FeedbackKind);
              setFilter({ ...filter, kind, page: 0 });
            }}
          >
            {(['all', ...FEEDBACK_KINDS] as const).map((k) => (
              <option key={k} value={k}>
                {t(`staff.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--inline">
          <span className="field__label">{t('staff.state')}</span>
          <select
            className="select"
            value={filter.state}
            onChange={(e) => setFilter({ ...filter, state: e.target.value as FeedbackFilter['state'], page: 0 })}
          >
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`staff.states.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FormError error={list.error} />
      {sentTo ? <Notice tone="success">{t('staff.sent', { email: sentTo })}</Notice> : null}
      {list.data ? (
        <>
          <p className="muted">{t('staff.total', { count: list.data.total })}</p>
          {list.data.items.length === 0 ? <p>{t('staff.empty')}</p> : null}
          {list.data.items.map((item) => (
            <FeedbackCard key={item.id} item={item} onReplied={() => setSentTo(item.email)} />
          ))}
          <Pager page={filter.page} pages={pages} onGo={(page) => setFilter({ ...filter, page })} />
        </>
      ) : null}
    </>
  );
}

function FeedbackCard({ item, onReplied }: { item: FeedbackItem; onReplied: () => void }) {
  const { t, i18n } = useTranslation('feedback');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [replying, setReplying] = useState(false);
  const [text, setText] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all });
  const handled = useFormSubmit({
    send: (value: boolean) => feedbackApi.setHandled(api, item.id, value),
    onSuccess: () => void refresh(),
  });
  const reply = useFormSubmit({
    send: (value: string) => feedbackApi.reply(api, item.id, value),
    onSuccess: () => {
      setReplying(false);
      setText('');
      onReplied();
      void refresh();
    },
  });
  const checkReply = (): Checked<string> =>
    text.trim() === '' ? { ok: false, errors: { text: 'required' } } : { ok: true, data: text.trim() };
  const date = (iso: string | null) => formatDateTime(iso, i18n.language);

  return (
    <article className="card" data-feedback={item.id} data-kind={item.kind}>
      <p>
        <strong>{t(`staff.kinds.${item.kind}`)}</strong> · {date(item.createdAt)} ·{' '}
        {t('form.stars', { count: item.rating })} · {t('staff.from', { name: item.name, email: item.email })}
        {item.userId !== null ? <span className="muted"> ({t('staff.signedIn', { id: item.userId })})</span> : null}
      </p>
      <p style={{ whiteSpace: 'pre-wrap' }}>{item.message}</p>
      {item.reply ? (
        <blockquote>
          <p className="muted">{t('staff.replied', { date: date(item.repliedAt) })}</p>
          <p style={{ whiteSpace: 'pre-wrap' }}>{item.reply}</p>
        </blockquote>
      ) : null}
      {item.handledAt ? <p className="muted">{t('staff.handledAt', { date: date(item.handledAt) })}</p> : null}
      <FormError error={handled.formError} />
      <div className="row">
        <Button
          variant="ghost"
          disabled={handled.pending}
          onClick={() => handled.mutation.mutate(item.handledAt === null)}
        >
          {item.handledAt === null ? t('staff.handle') : t('staff.reopen')}
        </Button>
        {replying ? null : (
          <Button variant="ghost" onClick={() => setReplying(true)}>
            {t('staff.reply')}
          </Button>
        )}
      </div>
      {replying ? (
        <form className="form" noValidate onSubmit={reply.onSubmit(checkReply)}>
          <TextAreaField
            name="text"
            label={t('staff.replyLabel')}
            rows={5}
            value={text}
            error={reply.errors.text}
            onChange={(e) => setText(e.target.value)}
          />
          <FormError error={reply.formError} />
          <SubmitRow pending={reply.pending} label={t('staff.send')} pendingLabel={t('staff.sending')} />
        </form>
      ) : null}
    </article>
  );
}
