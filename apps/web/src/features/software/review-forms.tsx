import {
  REVIEW_TEXT_MAX,
  type Review,
  type ReviewAnswerBody,
  ReviewAnswerBodySchema,
  type ReviewBody,
  ReviewBodySchema,
} from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { validate } from '../../lib/errors.ts';
import { TextAreaField } from '../../ui/field.tsx';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { ChoiceGroup, fieldErrorKey } from './fields.tsx';
import { reviewApi, softwareKeys } from './public-api.ts';

/** The signed-in user's review of an item: a rating and a text; sending again edits it (back to moderation). */
export function ReviewForm({ softId, mine }: { softId: number; mine: Review | null }) {
  const { t } = useTranslation('software');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const [rating, setRating] = useState<number[]>(mine ? [mine.rating] : []);
  const [text, setText] = useState(mine?.text ?? '');
  const [sent, setSent] = useState(false);
  const form = useFormSubmit<ReviewBody, Review>({
    send: (body) => reviewApi.send(api, softId, body),
    onSuccess: () => {
      setSent(true);
      void client.invalidateQueries({ queryKey: softwareKeys.reviews(softId) });
    },
  });
  return (
    <form
      ref={form.ref}
      className="card software-review-form"
      noValidate
      data-testid="review-form"
      onSubmit={form.onSubmit(() => validate(ReviewBodySchema, { rating: rating[0] ?? 0, text }))}
    >
      <h3>{mine ? t('reviews.form.editTitle') : t('reviews.form.title')}</h3>
      <ChoiceGroup
        legend={t('reviews.form.rating')}
        name="rating"
        single
        className="software-stars-input"
        options={[1, 2, 3, 4, 5].map((v) => ({ value: v, label: t('reviews.form.stars', { count: v }) }))}
        chosen={rating}
        onChange={setRating}
        error={fieldErrorKey('rating', form.errors.rating)}
      />
      <TextAreaField
        label={t('reviews.form.text')}
        name="text"
        rows={4}
        maxLength={REVIEW_TEXT_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={fieldErrorKey('text', form.errors.text)}
      />
      <FormError error={form.formError} />
      {sent ? <Notice tone="success">{t('reviews.form.sent')}</Notice> : null}
      <SubmitRow pending={form.pending} label={t('reviews.form.submit')} pendingLabel={t('reviews.form.sending')} />
    </form>
  );
}

/** The developer's one answer to a review. */
export function AnswerForm({ softId, reviewId }: { softId: number; reviewId: number }) {
  const { t } = useTranslation('software');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const form = useFormSubmit<ReviewAnswerBody, Review>({
    send: (body) => reviewApi.answer(api, softId, reviewId, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: softwareKeys.reviews(softId) }),
  });
  return (
    <form
      ref={form.ref}
      className="software-answer-form"
      noValidate
      onSubmit={form.onSubmit(() => validate(ReviewAnswerBodySchema, { text }))}
    >
      <TextAreaField
        label={t('reviews.answer.label')}
        hint={t('reviews.answer.hint')}
        name="text"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={fieldErrorKey('answer', form.errors.text)}
      />
      <FormError error={form.formError} />
      <SubmitRow pending={form.pending} label={t('reviews.answer.submit')} variant="ghost" />
    </form>
  );
}
