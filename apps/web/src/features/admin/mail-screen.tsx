import { ADMIN_MAIL_PAGE_SIZE, type AdminMail, type AdminMailReply, IDENTITY_PATHS } from '@crowdsolve/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { request } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { Pager } from '../../ui/pager.tsx';
import { adminMailKeys } from './api.ts';
import { linkify } from './linkify.tsx';
import { SearchForm } from './search-form.tsx';

/** `?to=` and the 1-based `?page=` of the address bar. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim() ?? '';
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const go = (next: { to: string; page: number }) => {
    const out = new URLSearchParams();
    if (next.to) out.set('to', next.to);
    if (next.page > 0) out.set('page', String(next.page + 1));
    setParams(out);
  };
  return { to, page, go };
}

/** The mail log, newest first: each letter's fate, and the letter itself on demand. */
export function MailScreen() {
  const { t } = useTranslation('admin');
  const { api } = useAppEnv();
  const { to, page, go } = useListParams();
  const [openId, setOpenId] = useState<number | null>(null);
  const mails = useQuery({
    queryKey: adminMailKeys.list(to, page),
    queryFn: () => request<AdminMailReply>(api, IDENTITY_PATHS.adminMail, { query: { to: to || undefined, page } }),
    placeholderData: keepPreviousData,
  });
  const data = mails.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / ADMIN_MAIL_PAGE_SIZE)) : 1;

  return (
    <>
      {data && !data.smtp ? <Notice tone="warning">{t('mail.noSmtp')}</Notice> : null}
      <SearchForm
        label={t('mail.search')}
        placeholder={t('mail.searchPlaceholder')}
        name="to"
        maxLength={254}
        initial={to}
        onSearch={(term) => {
          setOpenId(null);
          go({ to: term, page: 0 });
        }}
        after={
          <Button variant="ghost" disabled={mails.isFetching} onClick={() => void mails.refetch()}>
            {t('devMail.refresh')}
          </Button>
        }
      />
      {mails.error ? <FormError error={mails.error} /> : null}
      {mails.isPending ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      {data ? (
        <>
          <p className="muted" role="status">
            {t('mail.found', { count: data.totalCount })}
          </p>
          {data.records.length === 0 ? <p>{t('devMail.empty')}</p> : null}
          <ul className="mail-list" data-testid="admin-mail-list">
            {data.records.map((m) => (
              <li key={m.id} data-mail={m.id} className="mail-list__item">
                <button
                  type="button"
                  className="mail-list__open"
                  aria-expanded={m.id === openId}
                  onClick={() => setOpenId(m.id === openId ? null : m.id)}
                >
                  <strong>{m.subject || t('devMail.noSubject')}</strong>
                </button>
                <span className="mail-list__meta">
                  <MailStatusBadge status={m.status} /> {m.to} · <MailTime iso={m.createdAt} />
                </span>
                {m.id === openId ? <MailView mail={m} /> : null}
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            onGo={(next) => {
              setOpenId(null);
              go({ to, page: next });
            }}
          />
        </>
      ) : null}
    </>
  );
}

function MailTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
}

export function MailStatusBadge({ status }: { status: AdminMail['status'] }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`badge mail-status mail-status--${status}`} data-status={status}>
      {t(`mail.status.${status}`)}
    </span>
  );
}

/** One letter: its fate, its text with links, its HTML in a sandbox. */
function MailView({ mail }: { mail: AdminMail }) {
  const { t } = useTranslation('admin');
  return (
    <article className="mail-view" aria-label={mail.subject || t('devMail.noSubject')} data-testid="admin-mail-view">
      <p className="muted">
        {t('mail.template', { template: mail.template })}
        {mail.error ? <> · {t('mail.error', { error: mail.error })}</> : null}
      </p>
      {mail.live ? null : <Notice>{t('mail.redacted')}</Notice>}
      <pre className="code mail-view__text" data-testid="admin-mail-text">
        {linkify(mail.text)}
      </pre>
      {mail.html ? (
        <details>
          <summary>{t('devMail.html')}</summary>
          <iframe title={t('devMail.htmlFrame')} sandbox="" srcDoc={mail.html} className="mail-view__html" />
        </details>
      ) : null}
    </article>
  );
}
