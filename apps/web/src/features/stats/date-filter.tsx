import type { StatsRange, StatsRangeIssue } from '@crowdsolve/contract';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { checkRange, lastDays, RANGE_PRESETS, todayUtc } from './range.ts';

const errorKey = (issue: StatsRangeIssue | undefined) => (issue ? `stats:range.errors.${issue}` : null);

/**
 * The date filter of the statistics: two dates (UTC days) checked as the server checks them, and
 * presets for the last 7 and 30 days. `onChange` gets a valid range only.
 */
export function DateFilter({ range, onChange }: { range: StatsRange; onChange: (range: StatsRange) => void }) {
  const { t } = useTranslation('stats');
  const [values, setValues] = useState<StatsRange>(range);
  const [errors, setErrors] = useState<Partial<Record<keyof StatsRange, StatsRangeIssue>>>({});
  const today = todayUtc();

  // The range changed elsewhere (a preset, the address bar): the fields follow.
  useEffect(() => {
    setValues({ dateFrom: range.dateFrom, dateTo: range.dateTo });
    setErrors({});
  }, [range.dateFrom, range.dateTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRange(values, today);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    onChange(checked.range);
  };
  const edit = (field: keyof StatsRange) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  return (
    <div className="stats-filter">
      <form className="stats-filter__dates" onSubmit={submit} noValidate aria-label={t('range.label')}>
        <TextField
          type="date"
          name="dateFrom"
          label={t('range.from')}
          value={values.dateFrom}
          onChange={edit('dateFrom')}
          error={errorKey(errors.dateFrom)}
        />
        <TextField
          type="date"
          name="dateTo"
          label={t('range.to')}
          value={values.dateTo}
          onChange={edit('dateTo')}
          error={errorKey(errors.dateTo)}
        />
        <Button type="submit">{t('range.apply')}</Button>
      </form>
      <fieldset className="row stats-filter__presets">
        <legend className="visually-hidden">{t('range.presets')}</legend>
        {RANGE_PRESETS.map((days) => {
          const preset = lastDays(days, today);
          const active = preset.dateFrom === range.dateFrom && preset.dateTo === range.dateTo;
          return (
            <Button
              key={days}
              variant={active ? 'primary' : 'ghost'}
              aria-pressed={active}
              onClick={() => onChange(preset)}
            >
              {t('range.lastDays', { days })}
            </Button>
          );
        })}
      </fieldset>
      <p className="muted stats-filter__note">{t('range.utc')}</p>
    </div>
  );
}
