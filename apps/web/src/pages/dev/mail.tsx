import { type DevMail, IDENTITY_PATHS } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkify } from '../../features/admin/linkify.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { RequestError, request } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';

/** A button that looks like a link: it opens a mail below the list. */
const LINK_BUTTON = {
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  color: 'var(--color-primary)',
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'left',
} as const;

export const devMailKeys = { list: ['dev', 'mail'] as const };

/** `/dev/mail`: the outbox of a server without a mail server, where nobody else can reach it (loopback, DEMO=on). */
export function DevMailPage() {
  const { t, i18n } = useTranslation('admin');
  const { api } = useAppEnv();
  const [openId, setOpenId] = useState<number | null>(null);
  const mails = useQuery({
    queryKey: devMailKeys.list,
    queryFn: () => request<{ mails: DevMail[] }>(api, IDENTITY_PATHS.devMail).then((r) => r.mails),
    retry: false,
  });
  const off = mails.error instanceof RequestError && mails.error.status === 404;
  const list = [...(mails.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  const open = list.find((m) => m.id === openId) ?? null;

  return (
    <section className="page page--dev-mail" data-route="devMail">
      <h1>{t('routes:devMail.title')}</h1>
      <p className="lead">{t('devMail.lead')}</p>
      <div className="row">
        <Button variant="ghost" disabled={mails.isFetching} onClick={() => void mails.refetch()}>
          {t('devMail.refresh')}
        </Button>
      </div>
      {off ? (
        <Notice>
          {t('devMail.off')} <a href="/admin/mail">{t('devMail.adminMail')}</a>
        </Notice>
      ) : mails.error ? (
        <FormError error={mails.error} />
      ) : null}
      {mails.isPending ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      {mails.data && list.length === 0 ? <p className="muted">{t('devMail.empty')}</p> : null}
      {list.length > 0 ? (
        <DataTable
          rows={list}
          rowKey={(m) => m.id}
          rowAttributes={(m) => ({ 'data-mail': m.id })}
          columns={[
            { key: 'to', header: t('devMail.to'), cell: (m) => m.to },
            {
              key: 'subject',
              header: t('devMail.subject'),
              cell: (m) => (
                <button
                  type="button"
                  style={LINK_BUTTON}
                  aria-expanded={m.id === openId}
                  onClick={() => setOpenId(m.id === openId ? null : m.id)}
                >
                  {m.subject || t('devMail.noSubject')}
                </button>
              ),
            },
            { key: 'time', header: t('devMail.time'), cell: (m) => formatDateTime(m.createdAt, i18n.language) },
          ]}
        />
      ) : null}
      {open ? <MailView mail={open} /> : null}
    </section>
  );
}

function MailView({ mail }: { mail: DevMail }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <article className="section" aria-labelledby="dev-mail-subject" data-testid="dev-mail-view">
      <h2 id="dev-mail-subject">{mail.subject || t('devMail.noSubject')}</h2>
      <p className="muted">{t('devMail.meta', { to: mail.to, time: formatDateTime(mail.createdAt, i18n.language) })}</p>
      <h3>{t('devMail.text')}</h3>
      <pre className="code" style={{ whiteSpace: 'pre-wrap' }} data-testid="dev-mail-text">
        {linkify(mail.text)}
      </pre>
      {mail.html ? (
        <>
          <h3>{t('devMail.html')}</h3>
          <iframe
            title={t('devMail.htmlFrame')}
            sandbox=""
            srcDoc={mail.html}
            style={{ width: '100%', minHeight: '24rem', border: '1px solid var(--color-border)' }}
          />
        </>
      ) : null}
    </article>
  );
}
