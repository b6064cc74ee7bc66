import { SITE_KINDS, type SiteDomain, type SiteKind } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { QueryView } from '../../ui/query-view.tsx';
import { AddDomainForm } from './add-form.tsx';
import { domainsQuery } from './api.ts';
import { DomainActions } from './row-actions.tsx';
import './domains.css';

/** The hosts of each site, a table per site, and the form that adds one. */
export function ManualDomains() {
  const { api } = useAppEnv();
  const domains = useQuery(domainsQuery(api));
  return (
    <>
      <QueryView query={domains}>
        {(data) => (
          <>
            {SITE_KINDS.map((site) => (
              <SiteHosts key={site} site={site} domains={data.domains.filter((d) => d.site === site)} />
            ))}
          </>
        )}
      </QueryView>
      <AddDomainForm />
    </>
  );
}

function SiteHosts({ site, domains }: { site: SiteKind; domains: SiteDomain[] }) {
  const { t, i18n } = useTranslation('domains');
  const columns: Column<SiteDomain>[] = [
    {
      key: 'host',
      header: t('columns.host'),
      className: 'domains-host',
      cell: (d) => (
        <>
          <code>{d.host}</code>
          {d.primary ? <span className="badge badge--success">{t('badges.primary')}</span> : null}
          {d.fromConfig ? <span className="badge">{t('badges.fromConfig')}</span> : null}
        </>
      ),
    },
    { key: 'note', header: t('columns.note'), cell: (d) => d.note },
    {
      key: 'added',
      header: t('columns.added'),
      cell: (d) =>
        d.fromConfig ? (
          <span className="muted">{t('configured')}</span>
        ) : (
          t('addedBy', { date: formatDateTime(d.createdAt, i18n.language), user: d.createdBy ?? '—' })
        ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      label: '',
      cell: (d) => (d.fromConfig ? null : <DomainActions domain={d} />),
    },
  ];
  return (
    <section className="domains-site" data-site={site}>
      <h2>{t(`sites.${site}`)}</h2>
      {domains.length ? (
        <DataTable
          columns={columns}
          rows={domains}
          rowKey={(d) => d.host}
          rowAttributes={(d) => ({ 'data-host': d.host })}
          caption={t(`sites.${site}`)}
          testId={`domains-${site}`}
        />
      ) : (
        <p className="muted">{t('empty')}</p>
      )}
    </section>
  );
}
