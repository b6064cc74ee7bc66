import {
  CALLBACK_RETRY_DELAYS_SECONDS,
  PINGBACK_ADDRESSES_MAX,
  PINGBACK_URL_MAX,
  type PingbackAddress,
} from '@crowdsolve/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf, serverFieldErrors } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { TextField } from '../../ui/field.tsx';
import { type Checked, pickFields, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { Modal } from '../../ui/modal.tsx';
import { checkAddress, pingbackApi, setAddresses, usePingbackAddresses } from './api.ts';
import { PingbackQuery } from './frame.tsx';

/** A retry delay in words: `10 s`, `5 min`, `1 h`. */
function delayText(t: (key: string, options?: Record<string, unknown>) => string, seconds: number): string {
  if (seconds % 3600 === 0) return t('pingback.units.hours', { count: seconds / 3600 });
  if (seconds % 60 === 0) return t('pingback.units.minutes', { count: seconds / 60 });
  return t('pingback.units.seconds', { count: seconds });
}

/** How pingbacks work: the POST, the retries, registration first, the v1 alternative, the limit. */
export function PingbackHelp() {
  const { t } = useTranslation('profile');
  const delays = CALLBACK_RETRY_DELAYS_SECONDS.map((s) => delayText(t, s)).join(', ');
  return (
    <section className="section" aria-labelledby="pingback-help-title">
      <h2 id="pingback-help-title">{t('pingback.help.title')}</h2>
      <p>{t('pingback.help.intro')}</p>
      <ul>
        <li>
          {t('pingback.help.post')} <code className="code">id</code> {t('pingback.help.and')}{' '}
          <code className="code">code</code>. {t('pingback.help.codeMeaning')}
        </li>
        <li>{t('pingback.help.retries', { delays, attempts: CALLBACK_RETRY_DELAYS_SECONDS.length + 1 })}</li>
        <li>
          {t('pingback.help.registerFirst')} <code className="code">pingback</code> (API v1),{' '}
          <code className="code">callbackUrl</code> (API v2).
        </li>
        <li>
          {t('pingback.help.v1')} <code className="code">res.php?action=add_pingback&amp;addr=…</code>
        </li>
        <li>{t('pingback.help.verify')}</li>
        <li>{t('pingback.help.limit', { max: PINGBACK_ADDRESSES_MAX })}</li>
      </ul>
    </section>
  );
}

/** `/setting/pingback`: the registered addresses, adding one, deleting one or all. */
export function PingbackScreen() {
  const addresses = usePingbackAddresses();
  return (
    <>
      <PingbackHelp />
      <PingbackQuery query={addresses}>{(list) => <Addresses addresses={list} />}</PingbackQuery>
    </>
  );
}

/** Sends a test result to the address and says what it answered. */
function VerifyButton({ address }: { address: string }) {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const verify = useMutation({ mutationFn: () => pingbackApi.test(api, address) });
  const result = verify.data;
  return (
    <>
      <Button
        variant="ghost"
        aria-label={t('pingback.verify.label', { address })}
        disabled={verify.isPending}
        onClick={() => verify.mutate()}
      >
        {t('pingback.verify.button')}
      </Button>
      {result ? (
        <span role="status" data-verify-ok={result.ok}>
          {result.ok
            ? t('pingback.verify.ok', { status: result.httpStatus, ms: result.durationMs })
            : t('pingback.verify.failed', { error: result.error })}
        </span>
      ) : null}
      <FormError error={verify.error} />
    </>
  );
}

function Addresses({ addresses }: { addresses: PingbackAddress[] }) {
  const { t, i18n } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  /** The address being confirmed for deletion, `all`, or nothing. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (address: string) => pingbackApi.remove(api, address),
    onSuccess: (list) => {
      setAddresses(queryClient, list);
      setConfirming(null);
    },
  });
  const close = () => {
    setConfirming(null);
    remove.reset();
  };
  const full = addresses.length >= PINGBACK_ADDRESSES_MAX;
  const columns: Column<PingbackAddress>[] = [
    { key: 'address', header: t('pingback.list.address'), cell: (a) => <span className="code">{a.address}</span> },
    { key: 'added', header: t('pingback.list.added'), cell: (a) => formatDateTime(a.createdAt, i18n.language) },
    {
      key: 'actions',
      header: t('pingback.list.actions'),
      className: 'row',
      cell: (a) => (
        <>
          <VerifyButton address={a.address} />
          <Button
            variant="ghost"
            aria-label={t('pingback.list.deleteLabel', { address: a.address })}
            onClick={() => setConfirming(a.address)}
          >
            {t('pingback.list.delete')}
          </Button>
        </>
      ),
    },
  ];

  return (
    <section className="section" aria-labelledby="pingback-list-title">
      <h2 id="pingback-list-title">{t('pingback.list.title')}</h2>
      <p className="muted" data-testid="pingback-count">
        {t('pingback.list.count', { count: addresses.length, max: PINGBACK_ADDRESSES_MAX })}
      </p>
      {addresses.length === 0 ? (
        <p className="muted">{t('pingback.list.empty')}</p>
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={addresses}
            rowKey={(a) => a.address}
            rowAttributes={(a) => ({ 'data-address': a.address })}
          />
          <div className="row">
            <Button variant="danger" onClick={() => setConfirming('all')}>
              {t('pingback.list.deleteAll')}
            </Button>
          </div>
        </>
      )}
      {full ? <Notice tone="warning">{t('pingback.list.full', { max: PINGBACK_ADDRESSES_MAX })}</Notice> : null}
      <AddAddressForm />
      <Modal
        open={confirming !== null}
        size="sm"
        title={confirming === 'all' ? t('pingback.confirm.allTitle') : t('pingback.confirm.oneTitle')}
        onClose={close}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              {t('cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => (confirming ? remove.mutate(confirming) : undefined)}
            >
              {confirming === 'all' ? t('pingback.confirm.all') : t('pingback.confirm.one')}
            </Button>
          </>
        }
      >
        {confirming === 'all' ? (
          <p>{t('pingback.confirm.allText', { count: addresses.length })}</p>
        ) : (
          <p>
            {t('pingback.confirm.oneText')} <span className="code">{confirming}</span>
          </p>
        )}
        <FormError error={remove.error} />
      </Modal>
    </section>
  );
}

/** Adds an address (`POST {address}`); the server's refusal shows beside the field. */
export function AddAddressForm() {
  const { t } = useTranslation('profile');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [address, setAddress] = useState('');
  const add = useFormSubmit({
    send: (value: string) => pingbackApi.add(api, value),
    onSuccess: (list) => {
      setAddresses(queryClient, list);
      setAddress('');
    },
    fieldErrors: (err) => {
      const code = codeOf(err);
      if (code?.startsWith('CALLBACK_ADDRESS_')) return { address: `errors:${code}` };
      return pickFields(serverFieldErrors(err), ['address']);
    },
  });

  function check(): Checked<string> {
    const found = checkAddress(address);
    return found ? { ok: false, errors: { address: found } } : { ok: true, data: address.trim() };
  }

  return (
    <form className="form" noValidate onSubmit={add.onSubmit(check)} aria-labelledby="pingback-add-title">
      <h3 id="pingback-add-title">{t('pingback.add.title')}</h3>
      <TextField
        name="address"
        type="url"
        inputMode="url"
        label={t('pingback.add.label')}
        hint={t('pingback.add.hint')}
        placeholder="https://example.com/captcha-callback"
        maxLength={PINGBACK_URL_MAX}
        value={address}
        error={add.errors.address}
        onChange={(e) => setAddress(e.target.value)}
      />
      <FormError error={add.formError} />
      {add.mutation.isSuccess ? <Notice tone="success">{t('pingback.add.added')}</Notice> : null}
      <SubmitRow pending={add.pending} label={t('pingback.add.submit')} />
    </form>
  );
}
