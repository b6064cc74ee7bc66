import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { deskQuery } from './api.ts';

/**
 * The staff home's way to the support desk: how many tickets wait for staff (open), and how many of
 * those nobody has taken; the link alone while the count loads or cannot be read.
 */
export function DeskWaiting() {
  const { t } = useTranslation('tickets');
  const { api } = useAppEnv();
  const open = useQuery(deskQuery(api, { page: 0, assigned: 'any', status: 'open' })).data?.totalCount;
  const unassigned = useQuery(deskQuery(api, { page: 0, assigned: 'unassigned', status: 'open' })).data?.totalCount;
  return (
    <section className="section" aria-labelledby="desk-waiting">
      <h2 id="desk-waiting">{t('routes:editorSupportTickets.title')}</h2>
      <p data-testid="desk-waiting" data-attention={(open ?? 0) > 0}>
        <Link to="/editor/support/tickets?status=open">{t('home.open', { count: open ?? 0 })}</Link>
        {unassigned !== undefined && open !== undefined ? (
          <span className="muted">
            {' '}
            <Link to="/editor/support/tickets?status=open&assigned=unassigned">
              {t('home.unassigned', { count: unassigned })}
            </Link>
          </span>
        ) : null}
      </p>
    </section>
  );
}
