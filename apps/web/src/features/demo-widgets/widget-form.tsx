import { DEMO_SOLVE_TIMING, type DemoVerifyReply, type ThirdPartyDemo } from '@crowdsolve/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { SolveError } from '../demo/solve.ts';
import { SolveWithCrowdsolve } from '../demo/solve-button.tsx';
import { verifyWidget } from './api.ts';
import { RENDERERS, type RenderedWidget } from './providers.ts';
import { widgetTask } from './request.ts';
import { fillWidget, tokenAnswer } from './solve-token.ts';

/**
 * The provider's widget, loaded on the client from the reply's script address, and a form that
 * verifies its answer; or "Solve with Crowdsolve" sends the widget (on `pageUrl`) as a token task
 * and verifies the token a worker's software returns.
 */
export function WidgetForm({ demo, pageUrl }: { demo: ThirdPartyDemo; pageUrl: string }) {
  const { t, i18n } = useTranslation('demoWidgets');
  const { api } = useAppEnv();
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<RenderedWidget | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [waiting, setWaiting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DemoVerifyReply | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || !demo.scriptUrl) return;
    let live = true;
    // A fresh holder per run: a render still under way when the reply changes lands in a detached one.
    const holder = document.createElement('div');
    el.appendChild(holder);
    RENDERERS[demo.provider](holder, demo, i18n.language).then(
      (w) => {
        if (!live) return;
        widget.current = w;
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      widget.current = null;
      holder.remove();
    };
  }, [demo, i18n.language]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setResult(null);
    setBusy(true);
    try {
      const answer = await widget.current?.answer();
      setWaiting(!answer);
      if (answer) setResult(await verifyWidget(api, demo.slug, answer));
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  }

  /** A worker's token goes where the widget keeps it, then through the same verification. */
  async function onSolution(solution: Record<string, unknown>) {
    const answer = tokenAnswer(demo, solution);
    if (!answer) throw new SolveError('other', 'ERROR_BAD_SOLUTION');
    fillWidget(box.current, answer);
    setWaiting(false);
    const verdict = await verifyWidget(api, demo.slug, answer);
    setResult(verdict);
    return verdict.ok;
  }

  return (
    <form className="demo-widget__form" onSubmit={submit} data-testid="demo-widget-form">
      <div ref={box} className="demo-widget__box" data-testid="demo-widget-box" />
      {state === 'loading' ? <p className="muted">{t('loading')}</p> : null}
      {state === 'failed' ? <p role="alert">{t('scriptFailed')}</p> : null}
      <button id="demo-widget-submit" type="submit" className="button" disabled={busy || state !== 'ready'}>
        {t('submit')}
      </button>
      {waiting ? <p role="status">{t('waiting')}</p> : null}
      <SolveWithCrowdsolve
        slug={demo.slug}
        task={() => widgetTask(demo, pageUrl)}
        timeoutMs={DEMO_SOLVE_TIMING.tokenTimeoutMs}
        onSolution={onSolution}
        disabled={busy}
      />
      {result ? <VerifyResult result={result} /> : null}
    </form>
  );
}

/** ok / why not / v3's score / the provider's error codes. */
export function VerifyResult({ result }: { result: DemoVerifyReply }) {
  const { t, i18n } = useTranslation('demoWidgets');
  const reason = result.reason
    ? i18n.exists(`demoWidgets:reason.${result.reason}`)
      ? t(`reason.${result.reason}`)
      : t('reason.other', { reason: result.reason })
    : '';
  return (
    <div
      role="status"
      className={`demo-widget__result demo-widget__result--${result.ok ? 'ok' : 'failed'}`}
      data-testid="demo-widget-result"
    >
      <p>
        {result.ok ? t('result.ok') : t('result.failed', { reason })}
        {result.testKeys ? ` ${t('result.testKeys')}` : null}
      </p>
      {result.score !== undefined ? <p>{t('result.score', { score: result.score })}</p> : null}
      {result.errorCodes?.length ? <p>{t('result.errorCodes', { codes: result.errorCodes.join(', ') })}</p> : null}
    </div>
  );
}
