import { type FeedbackBody, FeedbackBodySchema, type FeedbackKind, type Language } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { type Checked, type FieldErrors, SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { profileQuery } from '../profile/api.ts';
import { useCurrentUser } from '../user/current-user.ts';
import { feedbackApi } from './api.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;
/** Server codes this form explains in its own words. */
const OWN_CODES: Record<string, string> = {
  too_fast: 'feedback:form.tooFast',
  expired: 'feedback:form.expired',
  rating: 'feedback:form.ratingRequired',
};
const ownWords = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k === 'token' ? 'message' : k, OWN_CODES[v] ?? v]));

/**
 * A feedback form: name, address (filled in for a signed-in user), a rating, the message. Spam is
 * kept out by a field people never see (it must stay empty) and a token fetched when the form
 * opens (the server refuses a form sent within seconds of it).
 */
export function FeedbackForm({ kind }: { kind: FeedbackKind }) {
  const { t, i18n } = useTranslation('feedback');
  const { api } = useAppEnv();
  const user = useCurrentUser(api).data;
  const profile = useQuery({ ...profileQuery(api), enabled: Boolean(user) });
  const [values, setValues] = useState({ name: '', email: '', message: '', website: '' });
  const [rating, setRating] = useState(0);
  const [token, setToken] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    void feedbackApi.token(api).then(setToken, () => setToken(null));
  }, [api]);
  // A signed-in user's name and address, unless already typed.
  useEffect(() => {
    const p = profile.data;
    if (!p) return;
    setValues((v) => ({ ...v, name: v.name || p.name, email: v.email || p.email }));
  }, [profile.data]);

  const form = useFormSubmit({
    send: (body: FeedbackBody) => feedbackApi.send(api, body),
    onSuccess: () => {
      setSent(true);
      setValues((v) => ({ ...v, message: '' }));
      setRating(0);
    },
    fieldErrors: (err) => ownWords(serverFieldErrors(err)),
  });

  function check(): Checked<FeedbackBody> {
    setSent(false);
    const checked = validate(FeedbackBodySchema, {
      kind,
      ...values,
      rating,
      token: token ?? '',
      language: i18n.language as Language,
    });
    return checked.ok ? checked : { ok: false, errors: ownWords(checked.errors) };
  }

  const set = (name: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <form ref={form.ref} className="form" noValidate onSubmit={form.onSubmit(check)} data-testid="feedback-form">
      <TextField
        name="name"
        label={t('form.name')}
        autoComplete="name"
        value={values.name}
        error={form.errors.name}
        onChange={set('name')}
      />
      <TextField
        name="email"
        type="email"
        label={t('form.email')}
        hint={t('form.emailHint')}
        autoComplete="email"
        value={values.email}
        error={form.errors.email}
        onChange={set('email')}
      />
      <fieldset className={form.errors.rating ? 'field has-error' : 'field'}>
        <legend className="field__label">{t('form.rating')}</legend>
        <div className="row" role="radiogroup">
          {RATINGS.map((r) => (
            <label key={r} className="field--check">
              <input type="radio" name="rating" value={r} checked={rating === r} onChange={() => setRating(r)} />{' '}
              {t('form.stars', { count: r })}
            </label>
          ))}
        </div>
        {form.errors.rating ? (
          <p className="field__error" data-field-error="rating">
            {t(form.errors.rating.includes(':') ? form.errors.rating : 'form.ratingRequired')}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        name="message"
        label={t('form.message')}
        hint={t('form.messageHint')}
        rows={6}
        value={values.message}
        error={form.errors.message}
        onChange={set('message')}
      />
      {/* The honeypot: off screen, out of the tab order, never filled by a person. */}
      <div className="visually-hidden" aria-hidden="true">
        <label>
          {t('form.website')}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={set('website')}
          />
        </label>
      </div>
      <FormError error={form.formError} />
      {sent ? <Notice tone="success">{t('form.sent')}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('form.submit')} pendingLabel={t('form.working')} />
    </form>
  );
}
