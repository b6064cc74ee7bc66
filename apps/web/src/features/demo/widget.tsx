import {
  DEMO_ANSWER_MAX,
  DEMO_DOM,
  DEMO_SOLVE_TIMING,
  type DemoVerifyReply,
  type FirstPartyDemo,
  type FirstPartyDemoSlug,
  type Language,
} from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { demoQuery, verifyDemo } from './api.ts';
import { ClickInput, GridInput, PlainImage, RotateInput } from './inputs.tsx';
import { firstPartyAnswer, firstPartyTask, SolveError } from './solve.ts';
import { SolveWithCrowdsolve } from './solve-button.tsx';
import './demo.css';

/** The picture's size per first-party captcha, so the space is kept while a challenge loads. */
export const DEMO_SIZES: Record<FirstPartyDemoSlug, { width: number; height: number }> = {
  normal: { width: 240, height: 90 },
  text: { width: 320, height: 48 },
  rotatecaptcha: { width: 200, height: 200 },
  clickcaptcha: { width: 320, height: 200 },
  grid: { width: 300, height: 300 },
};

/** A gap as tall as the captcha (its picture, or the question), while a fresh challenge loads. */
export function DemoSkeleton({ generator }: { generator: FirstPartyDemoSlug | null }) {
  const { t } = useTranslation('demo');
  const size = DEMO_SIZES[generator ?? 'normal'];
  return (
    <div className="demo-widget demo-widget--loading" aria-busy="true" data-testid="demo-skeleton">
      <div className="demo-skeleton" style={{ width: size.width, aspectRatio: `${size.width} / ${size.height}` }} />
      <p className="demo-hint">{t('page.loading')}</p>
    </div>
  );
}

/**
 * A first-party demo: fetched in the browser (each visit a fresh single-use challenge), drawn in
 * the markup the browser extension detects (DEMO_DOM), checked with the verify call. `children`
 * gets the challenge (the request a program would send for it).
 */
export function DemoWidget({
  slug,
  expected,
  aside,
}: {
  slug: string;
  /** The captcha the slug is known to draw (for the skeleton's size). */
  expected: FirstPartyDemoSlug | null;
  aside?: (demo: FirstPartyDemo) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation('demo');
  const { api } = useAppEnv();
  const query = useQuery(demoQuery(api, slug, i18n.language as Language));
  if (query.isError) {
    return (
      <div className="demo-widget">
        <FormError error={query.error} />
        <Button variant="ghost" onClick={() => void query.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }
  const demo = query.data;
  if (!demo || query.isFetching) return <DemoSkeleton generator={expected} />;
  if (demo.kind !== 'first-party') return null;
  return (
    <div className="demo-layout">
      <DemoForm key={demo.challenge} demo={demo} onNew={() => void query.refetch()} />
      {aside ? <div className="demo-layout__aside">{aside(demo)}</div> : null}
    </div>
  );
}

/** The form (exactly DEMO_DOM's markup), its visual input per captcha, and the verdict. */
export function DemoForm({ demo, onNew }: { demo: FirstPartyDemo; onNew: () => void }) {
  const { t } = useTranslation('demo');
  const { api } = useAppEnv();
  const [answer, setAnswer] = useState('');
  const [result, setResult] = useState<DemoVerifyReply | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  /** Verifies what the input holds: the verdict, or null when the call failed. */
  const check = async (value: string): Promise<DemoVerifyReply | null> => {
    setBusy(true);
    setError(null);
    try {
      const verdict = await verifyDemo(api, demo.slug, { challenge: demo.challenge, answer: value });
      setResult(verdict);
      return verdict;
    } catch (err) {
      setError(err);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || result) return;
    await check(String(new FormData(e.currentTarget).get(DEMO_DOM.answerName) ?? answer));
  };
  /** A worker's answer (the v2 solution) goes into the input as a person would type it, then is verified. */
  const onSolution = async (solution: Record<string, unknown>) => {
    const value = firstPartyAnswer(demo, solution);
    if (value === null) throw new SolveError('other', 'ERROR_BAD_SOLUTION');
    setAnswer(value);
    return (await check(value))?.ok ?? false;
  };
  const form = {
    [DEMO_DOM.form]: demo.slug,
    [DEMO_DOM.challenge]: demo.challenge,
    [DEMO_DOM.taskKind]: demo.taskKind,
    ...(demo.grid ? { [DEMO_DOM.rows]: demo.grid.rows, [DEMO_DOM.cols]: demo.grid.cols } : {}),
  };
  const inputProps = { demo, answer, onAnswer: setAnswer };
  const text = demo.question ?? demo.instruction;
  return (
    <div className="demo-widget" data-generator={demo.generator}>
      <form className="demo-form" onSubmit={onSubmit} {...form}>
        {text ? (
          <p className="demo-question" {...{ [DEMO_DOM.question]: '' }}>
            {text}
          </p>
        ) : null}
        {demo.generator === 'rotatecaptcha' ? (
          <RotateInput {...inputProps} />
        ) : demo.generator === 'clickcaptcha' ? (
          <ClickInput {...inputProps} />
        ) : demo.generator === 'grid' ? (
          <GridInput {...inputProps} />
        ) : (
          <PlainImage demo={demo} />
        )}
        <label className="demo-answer">
          <span className="field__label">{t('widget.answer')}</span>
          <input
            {...{ [DEMO_DOM.answer]: '' }}
            className="field__input"
            name={DEMO_DOM.answerName}
            value={answer}
            maxLength={DEMO_ANSWER_MAX}
            autoComplete="off"
            spellCheck={false}
            placeholder={demo.answerFormat}
            aria-describedby={`demo-format-${demo.slug}`}
            onChange={(e) => setAnswer(e.target.value)}
            readOnly={result !== null}
          />
        </label>
        <p className="demo-hint" id={`demo-format-${demo.slug}`}>
          {t('widget.format', { format: demo.answerFormat })}
        </p>
        <div className="demo-row">
          <Button type="submit" disabled={busy || result !== null}>
            {busy ? t('widget.checking') : t('widget.submit')}
          </Button>
          <Button variant="ghost" onClick={onNew}>
            {t('widget.newCaptcha')}
          </Button>
        </div>
      </form>
      <SolveWithCrowdsolve
        slug={demo.slug}
        task={() => firstPartyTask(demo)}
        timeoutMs={DEMO_SOLVE_TIMING.imageTimeoutMs}
        onSolution={onSolution}
        disabled={busy || result !== null}
      />
      {error ? <FormError error={error} /> : null}
      {result ? <Verdict result={result} onNew={onNew} /> : null}
    </div>
  );
}

/** Right, or wrong with the reason, and a fresh captcha to try. */
function Verdict({ result, onNew }: { result: DemoVerifyReply; onNew: () => void }) {
  const { t } = useTranslation('demo');
  const reason = result.reason;
  const known = reason === 'wrong' || reason === 'expired' || reason === 'used' || reason === 'invalid';
  const text = result.ok ? t('result.ok') : t(`result.${known ? reason : 'other'}`);
  return (
    <div
      className={`demo-verdict demo-verdict--${result.ok ? 'ok' : 'no'}`}
      role="status"
      data-testid="demo-verdict"
      data-reason={reason ?? ''}
    >
      <p>{text}</p>
      <Button variant={result.ok ? 'ghost' : 'primary'} onClick={onNew}>
        {t('widget.newCaptcha')}
      </Button>
    </div>
  );
}
