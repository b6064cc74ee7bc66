import type { StaffAdminOverview, StaffRateState } from '@crowdsolve/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from './format.ts';
import type { StaffScreen } from './screens.tsx';
import './staff.css';

interface Tile {
  key: string;
  attention: boolean;
  to: string | null;
  body: ReactNode;
}

/**
 * What waits for admins: a card per queue or check with its figure from the database and a link to
 * act on it. `screens`: the staff screens the user may open (the mail card links to the mail screen
 * only when it is one of them).
 */
export function AdminAttention({ overview, screens }: { overview: StaffAdminOverview; screens: StaffScreen[] }) {
  const { t } = useTranslation('staff');
  const o = overview;
  const count = (key: string, n: number) => (n > 0 ? t(`${key}.count`, { count: n }) : t(`${key}.none`));
  const badRates = o.rates.filter((r) => r.state !== 'ok');
  const tiles: Tile[] = [
    {
      key: 'payouts',
      attention: o.payoutsRequested > 0,
      to: '/admin/payouts',
      body: count('payouts', o.payoutsRequested),
    },
    {
      key: 'flagged',
      attention: o.workersFlagged > 0,
      to: '/admin/workers?filter=flagged',
      body: count('flagged', o.workersFlagged),
    },
    {
      key: 'suspended',
      attention: false,
      to: '/admin/workers?filter=suspended',
      body: count('suspended', o.workersSuspended),
    },
    {
      key: 'notAdmitted',
      attention: false,
      to: '/admin/workers?filter=not_admitted',
      body: count('notAdmitted', o.workersNotAdmitted),
    },
    {
      key: 'control',
      attention: o.controlTraining === 0 || o.controlGolden === 0,
      to: '/admin/control-tasks',
      body: (
        <>
          {t('control.count', { training: o.controlTraining, golden: o.controlGolden })}
          {o.controlTraining === 0 ? <span className="staff-tile__warn">{t('control.noTraining')}</span> : null}
          {o.controlGolden === 0 ? <span className="staff-tile__warn">{t('control.noGolden')}</span> : null}
        </>
      ),
    },
    {
      key: 'mail',
      attention: o.mailOutbox > 0 || o.mailFailed > 0,
      to: screens.find((s) => s.key === 'adminMail')?.to ?? null,
      body: (
        <>
          {count('mail', o.mailOutbox)}
          {o.mailFailed > 0 ? (
            <span className="staff-tile__warn">{t('mail.failed', { count: o.mailFailed })}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'rates',
      attention: badRates.length > 0,
      to: '/admin/prices',
      body: (
        <ul className="staff-tile__list">
          {o.rates.map((r) => (
            <RateLine key={r.currency} rate={r} />
          ))}
        </ul>
      ),
    },
  ];
  const waiting = tiles.filter((tile) => tile.attention).length;

  return (
    <section className="section" aria-labelledby="staff-attention">
      <h2 id="staff-attention">{t('attention.title')}</h2>
      <p role="status" data-testid="attention-summary">
        {waiting > 0 ? t('attention.count', { count: waiting }) : t('attention.none')}
      </p>
      <div className="cards staff-tiles">
        {tiles.map((tile) => (
          <article
            key={tile.key}
            className={tile.attention ? 'card staff-tile staff-tile--attention' : 'card staff-tile'}
            data-tile={tile.key}
            data-attention={tile.attention}
          >
            <h3>{tile.to ? <Link to={tile.to}>{t(`${tile.key}.title`)}</Link> : t(`${tile.key}.title`)}</h3>
            <div className="staff-tile__body">{tile.body}</div>
          </article>
        ))}
      </div>
    </section>
  );
}

function RateLine({ rate }: { rate: StaffRateState }) {
  const { t, i18n } = useTranslation('staff');
  const date = formatDay(rate.rateDate, i18n.language);
  if (rate.state === 'missing')
    return <li className="staff-tile__warn">{t('rates.missing', { currency: rate.currency })}</li>;
  const source = t(`rates.source.${rate.source ?? 'fetched'}`);
  if (rate.state === 'stale')
    return <li className="staff-tile__warn">{t('rates.stale', { currency: rate.currency, date, source })}</li>;
  return <li>{t('rates.ok', { currency: rate.currency, date, source })}</li>;
}
