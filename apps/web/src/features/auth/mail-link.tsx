import { MAIL_LINK_TTL_HOURS, type MailLink, MailLinkSchema } from '@crowdsolve/contract';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { codeOf } from '../../lib/errors.ts';
import { RequestError } from '../../lib/request.ts';
import { Button } from '../../ui/button.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** The `{hash}/{userId}` of the page's address, or null when it cannot be a link of ours. */
export function useMailLinkParams(): MailLink | null {
  const params = useParams();
  const parsed = MailLinkSchema.safeParse({ hash: params.hash, userId: params.userId });
  return parsed.success ? parsed.data : null;
}

export type LinkPhase<T> =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'success'; data: T }
  | { state: 'error'; error: unknown };

/**
 * Runs a mail-link call at most once per start: on mount when `auto` (a ref keeps React StrictMode's
 * second effect from calling again, so a single-use link is not spent twice), else when `start` is called.
 */
export function useLinkAction<T>(run: (() => Promise<T>) | null, auto: boolean) {
  const [phase, setPhase] = useState<LinkPhase<T>>(auto && run ? { state: 'pending' } : { state: 'idle' });
  const started = useRef(false);
  const busy = useRef(false);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  const start = useCallback(() => {
    const fn = runRef.current;
    if (!fn || busy.current) return;
    started.current = true;
    busy.current = true;
    setPhase({ state: 'pending' });
    fn()
      .then(
        (data) => setPhase({ state: 'success', data }),
        (error: unknown) => setPhase({ state: 'error', error }),
      )
      .finally(() => {
        busy.current = false;
      });
  }, []);
  useEffect(() => {
    if (!auto || started.current || !runRef.current) return;
    start();
  }, [auto, start]);
  return { phase, start };
}

const LINK_PROBLEMS: Record<string, 'invalid' | 'used' | 'expired'> = {
  AUTH_LINK_INVALID: 'invalid',
  AUTH_LINK_USED: 'used',
  AUTH_LINK_EXPIRED: 'expired',
};

/** Whether trying the same call again may help: no answer, overload, or a server failure. */
export function isTransient(err: unknown): boolean {
  if (!(err instanceof RequestError)) return true;
  if (err.kind !== 'HTTP_ERROR') return true;
  return err.status === 429 || err.status >= 500;
}

/** Why a link does not work (invalid, used, expired), and the way forward. */
export function LinkProblem({ code, retry }: { code: string; retry: { to: string; label: string } }) {
  const { t } = useTranslation('auth');
  const kind = LINK_PROBLEMS[code] ?? 'invalid';
  return (
    <div role="alert" data-link-problem={kind}>
      <h2>{t(`mailLink.${kind}.title`)}</h2>
      <p>{t(`mailLink.${kind}.text`, { hours: MAIL_LINK_TTL_HOURS })}</p>
      <p>
        <Link to={retry.to} className="button button--primary">
          {retry.label}
        </Link>
      </p>
    </div>
  );
}

/** A failed link call: the link's own problem, or a translated error with a retry when it may help. */
export function LinkFailure({
  error,
  retry,
  onRetry,
}: {
  error: unknown;
  retry: { to: string; label: string };
  onRetry?: () => void;
}) {
  const { t } = useTranslation('auth');
  const code = codeOf(error);
  if (code && code in LINK_PROBLEMS) return <LinkProblem code={code} retry={retry} />;
  return (
    <div>
      <FormError error={error} />
      <div className="row">
        {onRetry && isTransient(error) ? (
          <Button variant="primary" onClick={onRetry}>
            {t('mailLink.retry')}
          </Button>
        ) : null}
        <Link to={retry.to} className="button button--ghost">
          {retry.label}
        </Link>
      </div>
    </div>
  );
}

/**
 * A page opened from a link in a letter: checks the link (at once, or after the visitor confirms when
 * `confirm` is given), then shows the outcome or a clear reason why the link does not work.
 */
export function MailLinkPage<T>({
  routeId,
  link,
  run,
  confirm,
  success,
  retry,
}: {
  routeId: string;
  /** Null when the address cannot hold a valid link: shown as an invalid link, nothing is sent. */
  link: MailLink | null;
  run: (link: MailLink) => Promise<T>;
  /** Ask before acting (for actions that cannot be undone). */
  confirm?: { text: ReactNode; button: string };
  success: (data: T) => ReactNode;
  /** The way forward when the link does not work, e.g. requesting a new letter. */
  retry: { to: string; label: string };
}) {
  const { t } = useTranslation('auth');
  const { phase, start } = useLinkAction(link ? () => run(link) : null, !confirm);
  let body: ReactNode;
  if (!link) body = <LinkProblem code="AUTH_LINK_INVALID" retry={retry} />;
  else if (phase.state === 'idle' && confirm) {
    body = (
      <>
        <div className="lead">{confirm.text}</div>
        <Button variant="danger" onClick={start}>
          {confirm.button}
        </Button>
      </>
    );
  } else if (phase.state === 'pending' || phase.state === 'idle') {
    body = (
      <p role="status" aria-live="polite">
        {t(confirm ? 'mailLink.working' : 'mailLink.checking')}
      </p>
    );
  } else if (phase.state === 'success') body = success(phase.data);
  else body = <LinkFailure error={phase.error} retry={retry} onRetry={start} />;
  return (
    <section className="page page--narrow" data-route={routeId} aria-busy={phase.state === 'pending'}>
      <h1>{t(`routes:${routeId}.title`)}</h1>
      {body}
    </section>
  );
}
