import type { ApiDocIndex } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { docsIndexQuery } from '../../features/api-docs/api.ts';
import { useDocMoney } from '../../features/api-docs/doc-price.tsx';
import { useDocsParams } from '../../features/api-docs/use-docs.ts';
import { VersionSwitch } from '../../features/api-docs/version-switch.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';

type Entry = ApiDocIndex['entries'][number];
const GROUPS = ['method', 'token', 'image', 'errors'] as const;

/** `/api-docs`: every call, task type and the error codes, in v1 or v2 form (spec §9). */
export function ApiDocsPage() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const params = useDocsParams();
  const index = useQuery(docsIndexQuery(api, params));
  const money = useDocMoney();
  const query = params.version === 'v2' ? '?version=v2' : '';

  const entry = (e: Entry) => (
    <li key={e.slug} className="doc-index__item" data-slug={e.slug}>
      <Link to={`/api-docs/${e.slug}${query}`}>
        <strong>{e.title}</strong>
      </Link>
      <span className="muted">{e.summary}</span>
      {e.per1000Micros !== null ? (
        <span className="doc-index__price">{t('apiDocs:index.per1000', { price: money.format(e.per1000Micros) })}</span>
      ) : null}
    </li>
  );

  return (
    <section className="page doc-page" data-route="apiDocs">
      <h1>{t('routes:apiDocs.title')}</h1>
      <p className="lead">{t('apiDocs:index.lead')}</p>
      <VersionSwitch version={params.version} />
      <p className="muted">{t(`apiDocs:version.about.${params.version}`)}</p>
      <FormError error={index.error} />
      {index.data ? (
        <>
          <p>
            {t('apiDocs:index.base')} <code data-testid="doc-base">{index.data.baseUrl}</code>
          </p>
          {money.notice}
          {GROUPS.map((group) => (
            <section key={group} className="section doc-index" data-group={group}>
              <h2>{t(`apiDocs:index.groups.${group}`)}</h2>
              <ul className="doc-index__list">{index.data.entries.filter((e) => e.category === group).map(entry)}</ul>
            </section>
          ))}
        </>
      ) : null}
    </section>
  );
}
