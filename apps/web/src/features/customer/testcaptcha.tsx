import {
  type CustomerTaskView,
  TEST_CAPTCHA_IMAGE_MAX_BYTES,
  TEST_CAPTCHA_KINDS,
  type TestCaptchaBody,
  TestCaptchaBodySchema,
  type TestCaptchaKind,
  taskImagePath,
} from '@crowdsolve/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { serverFieldErrors, validate } from '../../lib/errors.ts';
import { formatMicros } from '../../lib/money.ts';
import { Button } from '../../ui/button.tsx';
import { CheckboxField, TextField } from '../../ui/field.tsx';
import { FormError, Notice } from '../../ui/form-error.tsx';
import { pricesQuery } from '../pricing/prices.ts';
import { customerApi, customerKeys, useCustomerTask } from './api.ts';
import { kindKey, TaskState } from './frame.tsx';

/** Validation codes of the form shown from this page's own texts (the rest are common ones). */
const OWN_CODES = new Set(['invalid_url', 'invalid_sitekey', 'too_large', 'not_image']);
const fieldError = (code: string | undefined) =>
  code === undefined ? null : OWN_CODES.has(code) ? `customer:testcaptcha.validation.${code}` : code;

/** A file as base64 without the `data:` prefix. */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** `/testcaptcha`: describe a task in the browser and watch a worker solve it; charged like any task. */
export function TestCaptchaScreen() {
  const [taskId, setTaskId] = useState<number | null>(null);
  return taskId === null ? <TestForm onSent={setTaskId} /> : <Watch taskId={taskId} onAgain={() => setTaskId(null)} />;
}

function TestForm({ onSent }: { onSent: (taskId: number) => void }) {
  const { t, i18n } = useTranslation('customer');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<TestCaptchaKind>('image_text');
  const [image, setImage] = useState<{ name: string; base64: string; url: string } | null>(null);
  const [values, setValues] = useState({ instructions: '', question: '', websiteURL: '', websiteKey: '' });
  const [flags, setFlags] = useState({ numeric: false, caseSensitive: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const prices = useQuery(pricesQuery(api, 'USD'));
  const price = prices.data?.prices.find((p) => p.type === kind)?.per1000Micros;
  const send = useMutation({
    mutationFn: (body: TestCaptchaBody) => customerApi.testCaptcha(api, body),
    onSuccess: ({ taskId }) => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.dashboard });
      onSent(taskId);
    },
    onError: (err) => setErrors(serverFieldErrors(err)),
  });
  useEffect(() => () => (image ? URL.revokeObjectURL(image.url) : undefined), [image]);

  async function pick(file: File | undefined) {
    setErrors({});
    if (!file) return setImage(null);
    if (!file.type.startsWith('image/')) return setErrors({ body: 'not_image' });
    if (file.size > TEST_CAPTCHA_IMAGE_MAX_BYTES) return setErrors({ body: 'too_large' });
    setImage({ name: file.name, base64: await readBase64(file), url: URL.createObjectURL(file) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body =
      kind === 'image_text'
        ? {
            kind,
            body: image?.base64 ?? '',
            ...(values.instructions.trim() ? { instructions: values.instructions } : {}),
            numeric: flags.numeric,
            caseSensitive: flags.caseSensitive,
          }
        : kind === 'text'
          ? { kind, question: values.question }
          : { kind, websiteURL: values.websiteURL, websiteKey: values.websiteKey };
    const checked = validate(TestCaptchaBodySchema, body);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    send.mutate(checked.data);
  }

  const text = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: fieldError(errors[name]),
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <form className="form form--wide" onSubmit={submit} noValidate data-testid="testcaptcha-form">
      <p className="muted">{t('testcaptcha.intro')}</p>
      <fieldset className="row">
        <legend>{t('testcaptcha.kind')}</legend>
        {TEST_CAPTCHA_KINDS.map((k) => (
          <label key={k} className="field--inline">
            <input
              type="radio"
              name="kind"
              value={k}
              checked={k === kind}
              onChange={() => {
                setKind(k);
                setErrors({});
              }}
            />{' '}
            {t(kindKey(k), { ns: 'common' })}
          </label>
        ))}
      </fieldset>
      {kind === 'image_text' ? (
        <>
          <div className={errors.body ? 'field has-error' : 'field'}>
            <label htmlFor="testcaptcha-image" className="field__label">
              {t('testcaptcha.image')}
            </label>
            <input
              id="testcaptcha-image"
              name="image"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp,image/bmp"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
            <p className="field__hint">{t('testcaptcha.imageHint', { kb: TEST_CAPTCHA_IMAGE_MAX_BYTES / 1024 })}</p>
            {errors.body ? (
              <p className="field__error" data-field-error="body">
                {t(`testcaptcha.validation.${OWN_CODES.has(errors.body) ? errors.body : 'image'}`)}
              </p>
            ) : null}
          </div>
          {image ? <img className="test-captcha__preview" src={image.url} alt={image.name} /> : null}
          <TextField label={t('testcaptcha.instructions')} {...text('instructions')} />
          <CheckboxField
            label={t('testcaptcha.numeric')}
            name="numeric"
            checked={flags.numeric}
            onChange={(e) => setFlags((f) => ({ ...f, numeric: e.target.checked }))}
          />
          <CheckboxField
            label={t('testcaptcha.caseSensitive')}
            name="caseSensitive"
            checked={flags.caseSensitive}
            onChange={(e) => setFlags((f) => ({ ...f, caseSensitive: e.target.checked }))}
          />
        </>
      ) : kind === 'text' ? (
        <TextField label={t('testcaptcha.question')} {...text('question')} />
      ) : (
        <>
          <TextField label={t('testcaptcha.websiteURL')} inputMode="url" {...text('websiteURL')} />
          <TextField label={t('testcaptcha.websiteKey')} {...text('websiteKey')} />
          <p className="muted">{t('testcaptcha.tokenHint')}</p>
        </>
      )}
      {price !== undefined ? (
        <p data-testid="testcaptcha-price">
          {t('testcaptcha.price', { price: formatMicros(price / 1000, i18n.language) })}
        </p>
      ) : null}
      <FormError error={send.error} />
      <div className="row">
        <Button type="submit" disabled={send.isPending}>
          {t('testcaptcha.send')}
        </Button>
      </div>
    </form>
  );
}

/** The task live: its state every second, then the answer and what it cost, with report buttons. */
function Watch({ taskId, onAgain }: { taskId: number; onAgain: () => void }) {
  const { t } = useTranslation('customer');
  const task = useCustomerTask(taskId);
  const [seconds, setSeconds] = useState(0);
  const ended = task.data?.state === 'solved' || task.data?.state === 'unsolvable';
  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [ended]);
  return (
    <section className="section" aria-live="polite" data-testid="testcaptcha-task" data-task={taskId}>
      <p>{t('testcaptcha.sent', { id: taskId })}</p>
      {task.error ? <FormError error={task.error} /> : null}
      {task.data ? <TaskOutcome task={task.data} seconds={seconds} /> : null}
      <div className="row">
        <Button variant="ghost" onClick={onAgain}>
          {t('testcaptcha.again')}
        </Button>
        <Link to="/enterpage" className="button button--ghost">
          {t('testcaptcha.toDashboard')}
        </Link>
      </div>
    </section>
  );
}

function TaskOutcome({ task, seconds }: { task: CustomerTaskView; seconds: number }) {
  const { t, i18n } = useTranslation('customer');
  const { api } = useAppEnv();
  const queryClient = useQueryClient();
  const report = useMutation({
    mutationFn: (verdict: 'bad' | 'good') => customerApi.report(api, task.id, verdict),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerKeys.task(task.id) }),
  });
  return (
    <>
      <p>
        <TaskState state={task.state} />{' '}
        {task.state === 'queued' || task.state === 'assigned' ? (
          <span className="muted" role="timer">
            {t('testcaptcha.waiting', { count: seconds })}
          </span>
        ) : null}
      </p>
      {task.state === 'solved' ? (
        <>
          <div className="test-captcha__outcome">
            {task.hasImage ? (
              <img
                className="test-captcha__image"
                src={taskImagePath(task.id)}
                alt={t('testcaptcha.sentImage')}
                data-testid="testcaptcha-image"
              />
            ) : null}
            <div>
              <p className="muted test-captcha__label">{t('testcaptcha.answer')}</p>
              <p className="test-captcha__result" data-testid="testcaptcha-answer">
                {task.answer}
              </p>
              <p data-testid="testcaptcha-cost">
                {t('testcaptcha.cost', { cost: formatMicros(task.costMicros, i18n.language) })}
              </p>
            </div>
          </div>
          {task.report ? (
            <Notice tone="success">{t(`testcaptcha.reported.${task.report}`)}</Notice>
          ) : (
            <div className="row test-captcha__report">
              <span className="muted">{t('testcaptcha.reportPrompt')}</span>
              <Button variant="ghost" disabled={report.isPending} onClick={() => report.mutate('good')}>
                {t('testcaptcha.reportGood')}
              </Button>
              <Button variant="ghost" disabled={report.isPending} onClick={() => report.mutate('bad')}>
                {t('testcaptcha.reportBad')}
              </Button>
            </div>
          )}
          {report.data?.outcome === 'not_recorded' ? (
            <Notice tone="warning">{t('testcaptcha.notRecorded')}</Notice>
          ) : null}
          <FormError error={report.error} />
        </>
      ) : null}
      {task.state === 'unsolvable' ? (
        <Notice tone="warning">{t(`testcaptcha.unsolvable.${task.reason ?? 'no_answer'}`)}</Notice>
      ) : null}
    </>
  );
}
