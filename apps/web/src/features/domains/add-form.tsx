import {
  SITE_KINDS,
  type SiteDomain,
  type SiteDomainBody,
  SiteDomainBodySchema,
  type SiteKind,
} from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { codeOf, fieldErrorsOf, validate } from '../../lib/errors.ts';
import { CheckboxField, TextField } from '../../ui/field.tsx';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { domainKeys, domainsApi } from './api.ts';
import { domainFieldError } from './fields.ts';

const EMPTY = { host: '', site: 'international' as SiteKind, primary: false, note: '' };

/** Adds a host to a site (checked against the contract's schema before it is sent). */
export function AddDomainForm() {
  const { t } = useTranslation('domains');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [added, setAdded] = useState<string | null>(null);
  const form = useFormSubmit<SiteDomainBody, SiteDomain>({
    send: (body) => domainsApi.add(api, body),
    // A taken host is the host field's problem.
    fieldErrors: (err) => (codeOf(err) === 'DOMAIN_TAKEN' ? { host: 'errors:DOMAIN_TAKEN' } : fieldErrorsOf(err)),
    onSuccess: (domain) => {
      setAdded(domain.host);
      setValues(EMPTY);
      void client.invalidateQueries({ queryKey: domainKeys.all });
    },
  });
  const set = (patch: Partial<typeof EMPTY>) => {
    setAdded(null);
    setValues((v) => ({ ...v, ...patch }));
  };
  return (
    <form
      ref={form.ref}
      noValidate
      className="card domains-add"
      data-testid="domain-add"
      onSubmit={form.onSubmit(() => validate(SiteDomainBodySchema, values))}
    >
      <h2>{t('add.title')}</h2>
      <TextField
        label={t('add.host')}
        hint={t('add.hostHint')}
        name="host"
        autoComplete="off"
        spellCheck={false}
        value={values.host}
        onChange={(e) => set({ host: e.target.value })}
        error={domainFieldError(form.errors.host)}
      />
      <fieldset className="domains-add__sites">
        <legend>{t('add.site')}</legend>
        {SITE_KINDS.map((site) => (
          <label key={site} className="domains-add__site">
            <input
              type="radio"
              name="site"
              value={site}
              checked={values.site === site}
              onChange={() => set({ site })}
            />{' '}
            {t(`sites.${site}`)}
          </label>
        ))}
      </fieldset>
      <CheckboxField
        label={t('add.primary')}
        name="primary"
        checked={values.primary}
        onChange={(e) => set({ primary: e.target.checked })}
      />
      <TextField
        label={t('add.note')}
        hint={t('add.noteHint')}
        name="note"
        maxLength={200}
        value={values.note}
        onChange={(e) => set({ note: e.target.value })}
        error={domainFieldError(form.errors.note)}
      />
      <FormError error={form.formError} />
      {added ? <Notice tone="success">{t('add.added', { host: added })}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('add.submit')} />
    </form>
  );
}
