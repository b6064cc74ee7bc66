import {
  type ApiSettingsReply,
  RECOGNITION_100_MATCHES_MAX,
  RECOGNITION_100_MATCHES_MIN,
  type Recognition100,
  recognition100MaxAnswers,
} from '@crowdsolve/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMicros } from '../../lib/money.ts';
import { CheckboxField } from '../../ui/field.tsx';
import { SubmitRow } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { useSaveApiSettings, useUsdPrices } from './api.ts';

const MATCH_CHOICES = Array.from(
  { length: RECOGNITION_100_MATCHES_MAX - RECOGNITION_100_MATCHES_MIN + 1 },
  (_, i) => RECOGNITION_100_MATCHES_MIN + i,
);

function clampMatches(n: number): number {
  return Math.min(RECOGNITION_100_MATCHES_MAX, Math.max(RECOGNITION_100_MATCHES_MIN, n));
}

/** What 100 % recognition does to the price of an image task, with the image_text price in USD. */
export function PriceEffect({ matches }: { matches: number }) {
  const { t, i18n } = useTranslation('profile');
  const prices = useUsdPrices();
  const maxAnswers = recognition100MaxAnswers(matches);
  const image = prices.data?.prices.find((p) => p.type === 'image_text');
  return (
    <div className="price-effect" data-testid="price-effect">
      <p>{t('apiSettings.percent100.charging', { matches, maxAnswers })}</p>
      {image ? (
        <p data-testid="price-range">
          {t('apiSettings.percent100.priceRange', {
            price: formatMicros(image.per1000Micros, i18n.language),
            min: formatMicros(image.per1000Micros * matches, i18n.language),
            max: formatMicros(image.per1000Micros * maxAnswers, i18n.language),
            matches,
            maxAnswers,
          })}
        </p>
      ) : prices.error ? (
        <FormError error={prices.error} />
      ) : null}
    </div>
  );
}

/** 100 % recognition: on/off and how many answers must agree. */
export function RecognitionForm({ settings }: { settings: ApiSettingsReply }) {
  const { t } = useTranslation('profile');
  const selectId = useId();
  const [value, setValue] = useState<Recognition100>({
    enabled: settings.recognition100.enabled,
    matches: clampMatches(settings.recognition100.matches),
  });
  const save = useSaveApiSettings(settings);

  return (
    <form
      className="form form--wide"
      noValidate
      onSubmit={save.onSubmit(() => ({
        ok: true,
        data: { recognition100: { enabled: value.enabled, matches: value.matches } },
      }))}
    >
      <p className="lead">{t('apiSettings.percent100.lead')}</p>
      <p className="muted">{t('apiSettings.percent100.kinds')}</p>
      <CheckboxField
        name="enabled"
        label={t('apiSettings.percent100.enabled')}
        checked={value.enabled}
        onChange={(e) => {
          save.mutation.reset();
          setValue((v) => ({ ...v, enabled: e.target.checked }));
        }}
      />
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          {t('apiSettings.percent100.matches')}
        </label>
        <select
          id={selectId}
          name="matches"
          className="select"
          value={value.matches}
          onChange={(e) => {
            save.mutation.reset();
            setValue((v) => ({ ...v, matches: Number(e.target.value) }));
          }}
        >
          {MATCH_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p className="field__hint">
          {t('apiSettings.percent100.matchesHint', {
            min: RECOGNITION_100_MATCHES_MIN,
            max: RECOGNITION_100_MATCHES_MAX,
          })}
        </p>
      </div>
      <PriceEffect matches={value.matches} />
      <p className="muted">{t('apiSettings.percent100.noAgreement')}</p>
      <FormError error={save.formError} />
      {save.mutation.isSuccess ? <Notice tone="success">{t('saved')}</Notice> : null}
      <SubmitRow pending={save.pending} label={t('save')} />
    </form>
  );
}
