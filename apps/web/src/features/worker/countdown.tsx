import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Whole seconds until `dueAt` (a `Date.now()` time), never below 0. */
export function secondsUntil(dueAt: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((dueAt - now) / 1000));
}

/** Seconds left to answer; calls `onExpire` once when they run out. */
export function Countdown({ dueAt, onExpire }: { dueAt: number; onExpire: () => void }) {
  const { t } = useTranslation('worker');
  const [left, setLeft] = useState(() => secondsUntil(dueAt));
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    let done = false;
    const tick = () => {
      const s = secondsUntil(dueAt);
      setLeft(s);
      if (s === 0 && !done) {
        done = true;
        expire.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [dueAt]);
  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, '0');
  return (
    <span className={`work-countdown${left <= 10 ? ' is-urgent' : ''}`} role="timer" aria-label={t('task.timeLeft')}>
      {minutes}:{seconds}
    </span>
  );
}
