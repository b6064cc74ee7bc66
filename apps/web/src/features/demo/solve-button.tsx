import {
  DEMO_SOLVE_TIMING,
  DEMO_WORKERS_PATH,
  type DemoWorkersReply,
  demoPath,
  type Language,
} from '@crowdsolve/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatMicros, formatMoney } from '../../lib/money.ts';
import { type RequestContext, request } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { currencyFor, pricesQuery } from '../pricing/prices.ts';
import { profileQuery } from '../profile/api.ts';
import { useCurrentUser } from '../user/current-user.ts';
import {
  type Solution,
  type Solved,
  SolveError,
  type SolveFailure,
  solveTask,
  type V2Task,
  type WaitState,
} from './solve.ts';

/** `GET /api/v1/captcha-demo/{slug}/workers`, asked again every 15 s while the page is open. */
export function demoWorkersQuery(api: RequestContext, slug: string) {
  return queryOptions({
    queryKey: ['captcha-demo', slug, 'workers'],
    queryFn: () => request<DemoWorkersReply>(api, demoPath(DEMO_WORKERS_PATH, slug)),
    refetchInterval: DEMO_SOLVE_TIMING.workersPollMs,
    retry: false,
  });
}

/** A cost in micro-dollars in the visitor's currency (RUB, CNY where a rate is set; else US dollars). */
function useCost() {
  const { api } = useAppEnv();
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const currency = currencyFor(language);
  const prices = useQuery({ ...pricesQuery(api, currency), enabled: currency !== 'USD' });
  const rate = prices.data?.currency === currency ? prices.data.rate : null;
  return (micros: number) =>
    currency === 'USD' || !rate
      ? formatMicros(micros, language)
      : formatMoney((micros / 1_000_000) * rate, currency, language);
}

type Phase =
  | { name: 'idle' }
  | { name: 'waiting'; state: WaitState | 'sending'; startedAt: number }
  | { name: 'verifying'; solved: Solved }
  | { name: 'done'; solved: Solved; accepted: boolean }
  | { name: 'failed'; failure: SolveFailure; code: string | null }
  | { name: 'cancelled' };

export interface SolveProps {
  /** The demo's slug (which workers can take its task). */
  slug: string;
  /** The createTask `task` for what is on screen. */
  task: () => V2Task;
  /** How long to wait for an answer. */
  timeoutMs: number;
  /** Fills the answer into the demo and verifies it: whether the demo accepted it. */
  onSolution: (solution: Solution) => Promise<boolean>;
  /** The demo is already answered: nothing to send. */
  disabled?: boolean;
}

/**
 * "Solve with Crowdsolve": for a signed-in customer (or developer), the captcha on screen goes to
 * the solver API with their key, a worker answers it, the answer is filled in and verified, and the
 * cost and time are shown. A visitor gets sign-in and registration links back to this demo; a
 * worker is told a customer account is needed. Says how many workers online can take the task.
 */
export function SolveWithCrowdsolve(props: SolveProps) {
  const { t } = useTranslation('demo');
  const { api } = useAppEnv();
  const user = useCurrentUser(api);
  const { pathname } = useLocation();
  const userType = user.data?.profile.userType;
  const sender = userType === 'customer' || userType === 'developer';
  const back = `return_to=${encodeURIComponent(pathname)}`;
  let body: React.ReactNode;
  if (user.isPending) body = null;
  else if (!user.data) {
    body = (
      <>
        <Link className="button button--accent" to={`/auth/login?${back}`} data-testid="demo-solve-sign-in">
          {t('solve.button')}
        </Link>
        <p className="demo-hint">
          {t('solve.signedOut')} <Link to={`/auth/login?${back}`}>{t('solve.signIn')}</Link>
          {' · '}
          <Link to={`/auth/register?${back}`}>{t('solve.register')}</Link>
        </p>
      </>
    );
  } else if (!sender) {
    body = <p className="demo-hint">{t(userType === 'worker' ? 'solve.worker' : 'solve.customerOnly')}</p>;
  } else body = <Solver {...props} />;
  return (
    <section className="demo-solve" data-testid="demo-solve" aria-label={t('solve.title')}>
      {body}
      <WorkersNote slug={props.slug} />
    </section>
  );
}

/** How many workers online can take this demo's task (and, for tokens, that only software can). */
function WorkersNote({ slug }: { slug: string }) {
  const { t } = useTranslation('demo');
  const { api } = useAppEnv();
  const { data } = useQuery(demoWorkersQuery(api, slug));
  if (!data) return null;
  const count = data.workersOnline;
  const key = data.softwareOnly ? (count ? 'software' : 'noSoftware') : count ? 'online' : 'noneOnline';
  return (
    <p className="demo-hint" data-testid="demo-solve-workers" data-count={count}>
      {t(`solve.workers.${key}`, { count })}
    </p>
  );
}

/** The button, the wait with its status and Cancel, and the outcome. */
function Solver({ task, timeoutMs, onSolution, disabled }: SolveProps) {
  const { t } = useTranslation('demo');
  const { api } = useAppEnv();
  const profile = useQuery(profileQuery(api));
  const cost = useCost();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (phase.name !== 'waiting') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [phase.name]);

  const apiKey = profile.data?.apiKey ?? null;
  if (profile.isPending) return null;
  if (!apiKey) {
    return (
      <p className="demo-hint" data-testid="demo-solve-no-key">
        {t('solve.noKey')} <Link to="/profile">{t('solve.profile')}</Link>
      </p>
    );
  }

  async function start(key: string) {
    const controller = new AbortController();
    running.current = controller;
    const startedAt = Date.now();
    setNow(startedAt);
    setPhase({ name: 'waiting', state: 'sending', startedAt });
    try {
      const solved = await solveTask(api, key, task(), {
        signal: controller.signal,
        timeoutMs,
        onWait: (state) => setPhase({ name: 'waiting', state, startedAt }),
      });
      setPhase({ name: 'verifying', solved });
      setPhase({ name: 'done', solved, accepted: await onSolution(solved.solution) });
    } catch (err) {
      if (controller.signal.aborted) return;
      const failure = err instanceof SolveError ? err : new SolveError('other', null);
      setPhase({ name: 'failed', failure: failure.failure, code: failure.code });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }
  const cancel = () => {
    running.current?.abort();
    setPhase({ name: 'cancelled' });
  };

  const busy = phase.name === 'waiting' || phase.name === 'verifying';
  return (
    <>
      <div className="demo-row">
        <Button
          variant="accent"
          onClick={() => void start(apiKey)}
          disabled={busy || disabled || phase.name === 'done'}
          data-testid="demo-solve-button"
        >
          {t('solve.button')}
        </Button>
        {phase.name === 'waiting' ? (
          <Button variant="ghost" onClick={cancel}>
            {t('solve.cancel')}
          </Button>
        ) : null}
      </div>
      {phase.name === 'idle' ? <p className="demo-hint">{t('solve.lead')}</p> : null}
      <SolveStatus phase={phase} now={now} cost={cost} timeoutMs={timeoutMs} />
    </>
  );
}

function SolveStatus({
  phase,
  now,
  cost,
  timeoutMs,
}: {
  phase: Phase;
  now: number;
  cost: (micros: number) => string;
  timeoutMs: number;
}) {
  const { t } = useTranslation('demo');
  switch (phase.name) {
    case 'idle':
      return null;
    case 'waiting': {
      const seconds = Math.max(0, Math.floor((now - phase.startedAt) / 1000));
      return (
        <p className="demo-solve__status" role="status" data-testid="demo-solve-status" data-state={phase.state}>
          {t(`solve.state.${phase.state}`)} <span className="demo-solve__clock">{t('solve.elapsed', { seconds })}</span>
        </p>
      );
    }
    case 'verifying':
      return (
        <p className="demo-solve__status" role="status" data-testid="demo-solve-status" data-state="verifying">
          {t('solve.state.verifying')}
        </p>
      );
    case 'done': {
      const seconds = Math.max(1, Math.round(phase.solved.ms / 1000));
      const text = t(phase.accepted ? 'solve.done' : 'solve.doneWrong', {
        count: seconds,
        cost: cost(phase.solved.costMicros),
      });
      return (
        <p
          className={`demo-solve__result demo-solve__result--${phase.accepted ? 'ok' : 'no'}`}
          role="status"
          data-testid="demo-solve-result"
          data-accepted={phase.accepted}
          data-cost-micros={phase.solved.costMicros}
        >
          {text}
        </p>
      );
    }
    case 'cancelled':
      return (
        <p className="demo-hint" role="status" data-testid="demo-solve-status" data-state="cancelled">
          {t('solve.cancelled')}
        </p>
      );
    case 'failed':
      return (
        <p className="form-error" role="alert" data-testid="demo-solve-error" data-failure={phase.failure}>
          {t(`solve.error.${phase.failure}`, { code: phase.code ?? '—', count: Math.round(timeoutMs / 60_000) })}
          {phase.failure === 'zeroBalance' ? (
            <>
              {' '}
              <Link to="/pay">{t('solve.topUp')}</Link>
            </>
          ) : phase.failure === 'key' ? (
            <>
              {' '}
              <Link to="/setting">{t('solve.settings')}</Link>
            </>
          ) : null}
        </p>
      );
  }
}
