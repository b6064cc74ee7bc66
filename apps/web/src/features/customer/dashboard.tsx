import type { CustomerTask, DashboardReply, Language } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { formatMicros, formatMoney } from '../../lib/money.ts';
import { Chart } from '../../ui/chart/chart.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { currencyFor, pricesQuery } from '../pricing/prices.ts';
import { useProfile } from '../profile/api.ts';
import { ApiKeySection } from '../profile/api-key.tsx';
import { useDashboard } from './api.ts';
import { CustomerQuery, TaskCell, TaskState } from './frame.tsx';

/** The balance in the interface language's currency (RUB, CNY) when an exchange rate is set; null otherwise. */
function useLocalAmount(micros: number): string | null {
  const { api } = useAppEnv();
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const currency = currencyFor(language);
  const prices = useQuery({ ...pricesQuery(api, currency), enabled: currency !== 'USD' });
  const rate = prices.data?.currency === currency ? prices.data.rate : null;
  if (currency === 'USD' || !rate) return null;
  return formatMoney((micros / 1_000_000) * rate, currency, language);
}

/** `/enterpage`: balance, API key, the last 7 days, the latest tasks, where to go next. */
export function DashboardScreen() {
  const dashboard = useDashboard();
  return <CustomerQuery query={dashboard}>{(data) => <Dashboard data={data} />}</CustomerQuery>;
}

function Dashboard({ data }: { data: DashboardReply }) {
  const { t, i18n } = useTranslation('customer');
  const money = (micros: number) => formatMicros(micros, i18n.language);
  const local = useLocalAmount(data.balanceMicros);
  const week = data.days.reduce((sum, d) => ({ tasks: sum.tasks + d.tasks, spent: sum.spent + d.spentMicros }), {
    tasks: 0,
    spent: 0,
  });
  return (
    <>
      <div className="cards dashboard__figures">
        <div className="card" data-testid="dashboard-balance">
          <h2>{t('dashboard.balance')}</h2>
          <p className="dashboard__figure">{money(data.balanceMicros)}</p>
          {local ? <p className="muted">≈ {local}</p> : null}
          {data.heldMicros > 0 ? (
            <p className="muted">{t('dashboard.held', { amount: money(data.heldMicros) })}</p>
          ) : null}
          <Link to="/addbalance" className="button button--primary">
            {t('dashboard.topUp')}
          </Link>
        </div>
        <div className="card" data-testid="dashboard-week">
          <h2>{t('dashboard.week')}</h2>
          <p className="dashboard__figure">{money(week.spent)}</p>
          <p className="muted">{t('dashboard.weekTasks', { count: week.tasks })}</p>
          <p className="muted">{t('dashboard.unresolved', { count: data.unresolved })}</p>
        </div>
      </div>
      <ApiKey apiKey={data.apiKey} />
      <section className="section" aria-label={t('dashboard.chartTitle')}>
        <Chart
          title={t('dashboard.chartTitle')}
          days={data.days.map((d) => d.day)}
          series={[
            {
              label: t('dashboard.series.spent'),
              values: data.days.map((d) => d.spentMicros),
              format: 'money',
              style: 'bars',
            },
            {
              label: t('dashboard.series.tasks'),
              values: data.days.map((d) => d.tasks),
              format: 'count',
              axis: 'right',
            },
          ]}
          summary={t('dashboard.chartSummary', { spent: money(week.spent), count: week.tasks })}
        />
        <p>
          <Link to="/statistics/uploads">{t('dashboard.toStatistics')}</Link>
        </p>
      </section>
      <Latest data={data} />
      <section className="section" aria-labelledby="dashboard-next">
        <h2 id="dashboard-next">{t('dashboard.next')}</h2>
        <ul>
          <li>
            <Link to="/testcaptcha">{t('dashboard.links.testcaptcha')}</Link>
          </li>
          <li>
            <Link to="/api-docs">{t('dashboard.links.docs')}</Link>
          </li>
          <li>
            <Link to="/software">{t('dashboard.links.software')}</Link>
          </li>
          <li>
            <Link to="/setting">{t('dashboard.links.settings')}</Link>
          </li>
          <li>
            <Link to="/pricing">{t('dashboard.links.pricing')}</Link>
          </li>
        </ul>
      </section>
    </>
  );
}

/** The API key with copy and regenerate (the profile's section, fed by the profile query). */
function ApiKey({ apiKey }: { apiKey: string | null }) {
  const profile = useProfile();
  if (profile.data) return <ApiKeySection profile={profile.data} />;
  return apiKey ? (
    <p>
      <code className="code" data-testid="api-key">
        {apiKey}
      </code>
    </p>
  ) : null;
}

function Latest({ data }: { data: DashboardReply }) {
  const { t, i18n } = useTranslation('customer');
  const columns: Column<CustomerTask>[] = [
    { key: 'task', header: t('dashboard.columns.task'), cell: (task) => <TaskCell task={task} /> },
    { key: 'state', header: t('dashboard.columns.state'), cell: (task) => <TaskState state={task.state} /> },
    {
      key: 'answer',
      header: t('dashboard.columns.answer'),
      cell: (task) => (task.answer ? <code className="code">{task.answer}</code> : '—'),
    },
    { key: 'cost', header: t('dashboard.columns.cost'), cell: (task) => formatMicros(task.costMicros, i18n.language) },
    {
      key: 'created',
      header: t('dashboard.columns.created'),
      cell: (task) => formatDateTime(task.createdAt, i18n.language),
    },
  ];
  return (
    <section className="section" aria-labelledby="dashboard-latest">
      <h2 id="dashboard-latest">{t('dashboard.latest')}</h2>
      {data.latest.length === 0 ? (
        <p className="muted" data-testid="latest-empty">
          {t('dashboard.noTasks')} <Link to="/testcaptcha">{t('dashboard.links.testcaptcha')}</Link>
        </p>
      ) : (
        <DataTable
          columns={columns}
          rows={data.latest}
          rowKey={(task) => task.id}
          rowAttributes={(task) => ({ 'data-task': task.id })}
          testId="latest-tasks"
        />
      )}
    </section>
  );
}
