import type { EnterpriseAdminReply, EnterprisePeriod } from '@crowdsolve/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDate } from '../../lib/format.ts';
import { parseDollars } from '../../lib/money.ts';
import { TextField } from '../../ui/field.tsx';
import { type Checked, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { enterpriseAdminApi, enterpriseAdminKey, enterpriseAdminQuery } from './api.ts';

/** Admins: the enterprise plan's prices per period and its holders with their named contacts. */
export function EnterpriseAdminSection() {
  const { t } = useTranslation('enterprise');
  const { api } = useAppEnv();
  const view = useQuery(enterpriseAdminQuery(api));
  return (
    <section data-testid="enterprise-admin">
      <h2>{t('admin.title')}</h2>
      <p className="muted">{t('admin.lead')}</p>
      <FormError error={view.error} />
      {view.data ? (
        <>
          {view.data.prices.map((p) => (
            <PriceForm key={p.period} price={p} />
          ))}
          <Holders data={view.data} />
        </>
      ) : null}
    </section>
  );
}

function PriceForm({ price }: { price: EnterpriseAdminReply['prices'][number] }) {
  const { t } = useTranslation('enterprise');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(price.priceMicros / 1_000_000));
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit({
    send: (micros: number) => enterpriseAdminApi.setPrice(api, price.period, micros),
    onSuccess: (reply) => {
      queryClient.setQueryData(enterpriseAdminKey, reply);
      void queryClient.invalidateQueries({ queryKey: ['enterprise', 'pricing'] });
      setSaved(true);
    },
  });
  const check = (): Checked<number> => {
    setSaved(false);
    const micros = parseDollars(value);
    return micros && micros > 0 ? { ok: true, data: micros } : { ok: false, errors: { price: 'invalid' } };
  };
  return (
    <form className="form row" noValidate onSubmit={form.onSubmit(check)} data-period={price.period}>
      <TextField
        name="price"
        inputMode="decimal"
        label={`${t(`pricing.periods.${price.period as EnterprisePeriod}`)} — ${t('admin.price')} (${t(price.staffSet ? 'admin.own' : 'admin.default')})`}
        value={value}
        error={form.errors.price}
        onChange={(e) => setValue(e.target.value)}
      />
      <FormError error={form.formError} />
      {saved ? <Notice tone="success">{t('admin.saved')}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('admin.save')} pendingLabel={t('admin.saving')} />
    </form>
  );
}

function Holders({ data }: { data: EnterpriseAdminReply }) {
  const { t, i18n } = useTranslation('enterprise');
  if (data.holders.length === 0) return <p>{t('admin.noHolders')}</p>;
  return (
    <>
      <h3>{t('admin.holders')}</h3>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('admin.customer')}</th>
            <th scope="col">{t('admin.ends')}</th>
            <th scope="col">{t('admin.contact')}</th>
          </tr>
        </thead>
        <tbody>
          {data.holders.map((h) => (
            <tr key={h.customerId} data-holder={h.customerId}>
              <td>
                #{h.customerId} {h.email}
              </td>
              <td>{formatDate(h.endsAt, i18n.language)}</td>
              <td>
                {h.contactName ?? t('admin.none')} <ContactForm customerId={h.customerId} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function ContactForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation('enterprise');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const form = useFormSubmit({
    send: (staffId: number) => enterpriseAdminApi.setContact(api, customerId, staffId),
    onSuccess: (reply) => {
      queryClient.setQueryData(enterpriseAdminKey, reply);
      setValue('');
    },
  });
  const check = (): Checked<number> => {
    const id = Number.parseInt(value, 10);
    return id > 0 ? { ok: true, data: id } : { ok: false, errors: { staffId: 'invalid' } };
  };
  return (
    <form className="row" noValidate onSubmit={form.onSubmit(check)}>
      <TextField
        name="staffId"
        inputMode="numeric"
        label={t('admin.contactId')}
        value={value}
        error={form.errors.staffId}
        onChange={(e) => setValue(e.target.value)}
      />
      <FormError error={form.formError} />
      <SubmitRow pending={form.pending} label={t('admin.assign')} />
    </form>
  );
}
