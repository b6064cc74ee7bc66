import { ADMIN_USERS_PAGE_SIZE, type AdminUser, BanBodySchema } from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { CheckboxField, TextField } from '../../ui/field.tsx';
import { type Checked, pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { adminApi, adminKeys, adminMailKeys, useAdminUsers } from './api.ts';
import { SearchForm } from './search-form.tsx';
import { SystemMessageForm } from './system-message-form.tsx';

/** `?q=` and the 1-based `?page=` of the address bar, as the search term and a 0-based page. */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  const go = (next: { q: string; page: number }) => {
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.page > 0) out.set('page', String(next.page + 1));
    setParams(out);
  };
  return { q, page, go };
}

/** Search, a paged table of accounts and a details dialog per account. */
export function UsersScreen() {
  const { t } = useTranslation('admin');
  const { q, page, go } = useListParams();
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const users = useAdminUsers(q, page);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.totalCount / ADMIN_USERS_PAGE_SIZE)) : 1;

  return (
    <>
      <SearchForm
        label={t('users.search')}
        placeholder={t('users.searchPlaceholder')}
        name="q"
        maxLength={100}
        initial={q}
        onSearch={(term) => go({ q: term, page: 0 })}
      />

      {users.error ? <FormError error={users.error} /> : null}
      {!users.data && users.isPending ? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      {users.data ? (
        <>
          <p className="muted" role="status">
            {t('users.found', { count: users.data.totalCount })}
          </p>
          {users.data.records.length === 0 ? (
            <p>{t('users.empty')}</p>
          ) : (
            <UsersTable users={users.data.records} onOpen={setSelected} />
          )}
          <nav className="row" aria-label={t('users.pagination')}>
            <Button variant="ghost" disabled={page === 0} onClick={() => go({ q, page: page - 1 })}>
              {t('users.previous')}
            </Button>
            <span>{t('users.page', { page: page + 1, pages })}</span>
            <Button variant="ghost" disabled={page + 1 >= pages} onClick={() => go({ q, page: page + 1 })}>
              {t('users.next')}
            </Button>
          </nav>
        </>
      ) : null}

      {selected ? (
        <UserDetails key={selected.id} user={selected} onChange={setSelected} onClose={() => setSelected(null)} />
      ) : null}
    </>
  );
}

function Roles({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const roles = (['admin', 'moderator'] as const).filter((r) => user.permissions[r]);
  return <>{roles.length ? roles.map((r) => t(`roles.${r}`)).join(', ') : '—'}</>;
}

function Status({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  if (!user.banned) return <>{t('users.active')}</>;
  return (
    <>
      <strong>{t('users.banned')}</strong>
      {user.banReason ? <span className="muted">: {user.banReason}</span> : null}
    </>
  );
}

function UsersTable({ users, onOpen }: { users: AdminUser[]; onOpen: (user: AdminUser) => void }) {
  const { t, i18n } = useTranslation('admin');
  const columns: Column<AdminUser>[] = [
    { key: 'id', header: t('users.id'), cell: (u) => u.id },
    {
      key: 'email',
      header: t('users.email'),
      cell: (u) => (
        <>
          {u.email || '—'}
          {u.isDemo ? <strong className="badge"> {t('users.demo')}</strong> : null}
          {!u.emailConfirmed ? <span className="muted"> ({t('users.unconfirmed')})</span> : null}
        </>
      ),
    },
    { key: 'type', header: t('users.type'), cell: (u) => (u.userType ? t(`userTypes.${u.userType}`) : '—') },
    { key: 'roles', header: t('users.roles'), cell: (u) => <Roles user={u} /> },
    { key: 'status', header: t('users.status'), cell: (u) => <Status user={u} /> },
    { key: 'created', header: t('users.created'), cell: (u) => formatDateTime(u.createdAt, i18n.language) },
    {
      key: 'lastSeen',
      header: t('users.lastSeen'),
      cell: (u) => (u.lastSeenAt ? formatDateTime(u.lastSeenAt, i18n.language) : '—'),
    },
    {
      key: 'actions',
      header: t('users.actions'),
      label: '',
      cell: (u) => (
        <Button variant="ghost" aria-label={t('users.detailsOf', { id: u.id })} onClick={() => onOpen(u)}>
          {t('users.details')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable columns={columns} rows={users} rowKey={(u) => u.id} rowAttributes={(u) => ({ 'data-user': u.id })} />
  );
}

/** One account: ban or unban, permissions, a system message to it. */
function UserDetails({
  user,
  onChange,
  onClose,
}: {
  user: AdminUser;
  onChange: (user: AdminUser) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const updated = (next: AdminUser) => {
    onChange(next);
    void queryClient.invalidateQueries({ queryKey: adminKeys.users });
  };
  return (
    <Modal open size="lg" title={t('details.title', { id: user.id, email: user.email })} onClose={onClose}>
      <dl>
        <dt>{t('users.email')}</dt>
        <dd>
          {user.email || '—'} {user.emailConfirmed ? null : <span className="muted">({t('users.unconfirmed')})</span>}
        </dd>
        <dt>{t('users.type')}</dt>
        <dd>{user.userType ? t(`userTypes.${user.userType}`) : '—'}</dd>
        <dt>{t('users.status')}</dt>
        <dd>
          <Status user={user} />
        </dd>
        <dt>{t('users.created')}</dt>
        <dd>{formatDateTime(user.createdAt, i18n.language)}</dd>
        <dt>{t('users.lastSeen')}</dt>
        <dd>{user.lastSeenAt ? formatDateTime(user.lastSeenAt, i18n.language) : '—'}</dd>
      </dl>
      {user.email ? (
        <section className="section" aria-label={t('details.emailTitle')}>
          <h3>{t('details.emailTitle')}</h3>
          <EmailControl user={user} onUpdated={updated} />
        </section>
      ) : null}
      <section className="section" aria-label={t('details.banTitle')}>
        <h3>{t('details.banTitle')}</h3>
        <BanControl user={user} onUpdated={updated} />
      </section>
      <section className="section" aria-label={t('details.permissionsTitle')}>
        <h3>{t('details.permissionsTitle')}</h3>
        <PermissionsForm user={user} onUpdated={updated} />
      </section>
      <section className="section" aria-label={t('details.messageTitle')}>
        <h3>{t('details.messageTitle')}</h3>
        <SystemMessageForm userId={user.id} />
      </section>
    </Modal>
  );
}

/** An unconfirmed address: a new confirmation letter, or the address marked confirmed by hand. */
function EmailControl({ user, onUpdated }: { user: AdminUser; onUpdated: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => adminApi.resendConfirmation(api, user.id),
    onSuccess: (reply) => {
      onUpdated(reply.user);
      void queryClient.invalidateQueries({ queryKey: adminMailKeys.all });
    },
  });
  const confirm = useMutation({
    mutationFn: () => adminApi.confirmEmail(api, user.id),
    onSuccess: (reply) => onUpdated(reply.user),
  });
  if (user.emailConfirmed) {
    return confirm.isSuccess ? (
      <Notice tone="success">{t('details.markedConfirmed')}</Notice>
    ) : (
      <p>{t('details.confirmedAlready')}</p>
    );
  }
  const mail = resend.data?.mail;
  return (
    <div className="form">
      <p className="muted">{t('details.emailText')}</p>
      {mail ? (
        mail.status === 'failed' ? (
          <p className="form-error" role="alert">
            {t('details.resent.failed', { email: user.email })}
          </p>
        ) : (
          <Notice tone={mail.status === 'sent' ? 'success' : 'warning'}>
            {t(`details.resent.${mail.status}`, { email: user.email })}{' '}
            {mail.status === 'outbox' ? <Link to="/admin/mail">{t('routes:adminMail.title')}</Link> : null}
          </Notice>
        )
      ) : null}
      <FormError error={resend.error ?? confirm.error} />
      <div className="row">
        <Button variant="ghost" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t('details.resendConfirmation')}
        </Button>
        <Button disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {t('details.markConfirmed')}
        </Button>
      </div>
    </div>
  );
}

function BanControl({ user, onUpdated }: { user: AdminUser; onUpdated: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const { api } = useAppEnv();
  const [reason, setReason] = useState('');
  const ban = useFormSubmit({
    send: (value: string) => adminApi.ban(api, user.id, value),
    onSuccess: (next) => {
      setReason('');
      onUpdated(next);
    },
    fieldErrors: (err) => pickFields(serverFieldErrors(err), ['reason']),
  });
  const unban = useMutation({ mutationFn: () => adminApi.unban(api, user.id), onSuccess: onUpdated });

  if (user.banned) {
    return (
      <div className="form">
        <p>{t('details.bannedText', { reason: user.banReason ?? '—' })}</p>
        <FormError error={unban.error} />
        <div className="row">
          <Button disabled={unban.isPending} onClick={() => unban.mutate()}>
            {t('details.unban')}
          </Button>
        </div>
      </div>
    );
  }

  function check(): Checked<string> {
    const checked = validate(BanBodySchema, { reason });
    return checked.ok ? { ok: true, data: checked.data.reason } : checked;
  }

  return (
    <form className="form" noValidate onSubmit={ban.onSubmit(check)}>
      <p className="muted">{t('details.banText')}</p>
      <TextField
        name="reason"
        label={t('details.reason')}
        maxLength={500}
        required
        value={reason}
        error={ban.errors.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <FormError error={ban.formError} />
      {unban.isSuccess ? <Notice tone="success">{t('details.unbanned')}</Notice> : null}
      <SubmitRow pending={ban.pending} variant="danger" label={t('details.ban')} />
    </form>
  );
}

function PermissionsForm({ user, onUpdated }: { user: AdminUser; onUpdated: (user: AdminUser) => void }) {
  const { t } = useTranslation('admin');
  const { api } = useAppEnv();
  const [permissions, setPermissions] = useState(user.permissions);
  const form = useFormSubmit({
    send: (body: AdminUser['permissions']) => adminApi.setPermissions(api, user.id, body),
    onSuccess: onUpdated,
    // Nothing to show beside a checkbox: any failure is the form's.
    fieldErrors: () => ({}),
  });
  return (
    <form className="form" noValidate onSubmit={form.onSubmit(() => ({ ok: true, data: permissions }))}>
      {(['admin', 'moderator'] as const).map((role) => (
        <CheckboxField
          key={role}
          name={role}
          label={t(`roles.${role}`)}
          checked={permissions[role]}
          onChange={(e) => {
            form.mutation.reset();
            setPermissions((p) => ({ ...p, [role]: e.target.checked }));
          }}
        />
      ))}
      <FormError error={form.formError} />
      {form.mutation.isSuccess ? <Notice tone="success">{t('saved')}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('details.savePermissions')} />
    </form>
  );
}
