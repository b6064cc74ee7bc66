import { WORKER_LANGUAGES } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { CheckboxField } from '../../ui/field.tsx';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { qualityApi, qualityKeys, useWorkerLanguages } from './api.ts';
import { Loading } from './frame.tsx';

type WorkerLanguage = (typeof WORKER_LANGUAGES)[number];

/** Each language's name in itself: the same whatever the interface language. */
export const NATIVE_NAMES: Record<WorkerLanguage, string> = {
  en: 'English',
  ru: 'Русский',
  zh: '中文',
  es: 'Español',
  pt: 'Português',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  tr: 'Türkçe',
  ar: 'العربية',
  hi: 'हिन्दी',
  uk: 'Українська',
  el: 'Ελληνικά',
};

/** The languages a worker reads and writes (`PUT /api/v2/work/languages`). */
export function LanguagesForm({ initial }: { initial: readonly string[] }) {
  const { t } = useTranslation('worker');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(initial));
  const form = useFormSubmit({
    send: (languages: WorkerLanguage[]) => qualityApi.setLanguages(api, { languages }),
    onSuccess: (reply) => {
      queryClient.setQueryData(qualityKeys.languages, reply);
      setChosen(new Set(reply.languages));
    },
    // Nothing to show beside a checkbox: any failure is the form's.
    fieldErrors: () => ({}),
  });
  return (
    <form
      className="form form--wide"
      noValidate
      onSubmit={form.onSubmit(() => ({ ok: true, data: WORKER_LANGUAGES.filter((code) => chosen.has(code)) }))}
    >
      <p className="lead">{t('quality.languages.lead')}</p>
      <ul className="wq-explain">
        <li>{t('quality.languages.filtered')}</li>
        <li>{t('quality.languages.none')}</li>
      </ul>
      <fieldset className="wq-languages">
        <legend>{t('quality.languages.legend')}</legend>
        {WORKER_LANGUAGES.map((code) => {
          const translated = t(`quality.languages.names.${code}`);
          const native = NATIVE_NAMES[code];
          return (
            <CheckboxField
              key={code}
              name={`lang-${code}`}
              label={
                <>
                  <span lang={code}>{native}</span>
                  {translated.toLocaleLowerCase() !== native.toLocaleLowerCase() ? (
                    <span className="muted"> ({translated})</span>
                  ) : null}
                </>
              }
              checked={chosen.has(code)}
              onChange={(e) => {
                form.mutation.reset();
                const next = new Set(chosen);
                if (e.target.checked) next.add(code);
                else next.delete(code);
                setChosen(next);
              }}
            />
          );
        })}
      </fieldset>
      <p className="muted" data-testid="languages-count">
        {chosen.size === 0 ? t('quality.languages.noneChosen') : t('quality.languages.chosen', { count: chosen.size })}
      </p>
      <FormError error={form.formError} />
      {form.mutation.isSuccess ? <Notice tone="success">{t('quality.languages.saved')}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('quality.languages.save')} />
    </form>
  );
}

/** `/cabinet/editlang`: the form, once the saved languages are read. */
export function LanguagesScreen() {
  const languages = useWorkerLanguages();
  if (languages.data === undefined) return languages.error ? <FormError error={languages.error} /> : <Loading />;
  return <LanguagesForm initial={languages.data.languages} />;
}
