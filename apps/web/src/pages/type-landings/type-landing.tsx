import { kindOfSlug, type Language } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currencyFor } from '../../features/pricing/prices.ts';
import { TypeArt } from '../../features/type-art/type-art.tsx';
import {
  captchaTypeQuery,
  demoPath,
  exampleIdsOf,
  nameKey,
  recognitionQuery,
} from '../../features/type-landings/api.ts';
import { ExampleView } from '../../features/type-landings/example-view.tsx';
import { RequestExampleBlock, SolveTime } from '../../features/type-landings/request-example.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { moneyFormatter } from '../../lib/money.ts';
import { FormError } from '../../ui/form-error.tsx';
import { KindIcon } from '../../ui/kind-icons.tsx';

/**
 * One captcha type (`/pricing/{slug}` and `/p/{slug}`): what it is, its price per 1000 in the
 * visitor's currency, how to send it to this host, and links to its demo and API docs.
 */
export function TypeLandingPage() {
  const { t, i18n } = useTranslation();
  const { api, boot } = useAppEnv();
  // One route per slug (the table lists them): the slug is the path's last segment.
  const slug = useLocation().pathname.split('/').pop() ?? '';
  const kind = kindOfSlug(slug);
  const currency = currencyFor(i18n.language as 'en');
  const type = useQuery({
    ...captchaTypeQuery(api, slug, currency, boot.host, i18n.language as Language),
    enabled: kind !== null,
  });
  const ids = exampleIdsOf(kind);
  const examples = useQuery({
    ...recognitionQuery(api, i18n.language as Language, boot.host, ids ?? ''),
    enabled: ids !== null,
  });
  const money = useMemo(
    () => moneyFormatter(type.data?.currency ?? currency, i18n.language),
    [type.data?.currency, currency, i18n.language],
  );
  if (!kind) return null;
  const name = t(`common:taskTypes.${nameKey(kind)}`);
  const demo = demoPath(slug);
  const data = type.data;

  return (
    <section className="page" data-route="typeLanding" data-kind={kind}>
      <div className="type-hero">
        <div>
          <KindIcon kind={nameKey(kind)} />
          <p className="eyebrow">{t(`landings2:type.category.${data?.category ?? 'image'}`)}</p>
          <h1>{t('landings2:type.title', { name })}</h1>
          {data ? <p className="lead">{t(`landings2:type.what.${data.category}`, { name })}</p> : null}
        </div>
        <TypeArt kind={kind} />
      </div>
      <FormError error={type.error} />
      {data ? (
        <>
          <div className="cards">
            <div className="card">
              <h2>{t('landings2:type.price')}</h2>
              {data.per1000 === null ? (
                <p data-testid="type-price">{t('landings2:type.noPrice')}</p>
              ) : (
                <p data-testid="type-price">
                  <strong>{money(data.per1000)}</strong> {t('landings2:type.per1000')}
                </p>
              )}
              {data.currency !== currency ? (
                <p className="notice" role="status">
                  {t('common:pricing.noRate', { currency })}
                </p>
              ) : null}
              <p>
                <Link to="/pricing">{t('landings2:type.allPrices')}</Link>
              </p>
            </div>
            <div className="card">
              <h2>{t('landings2:type.speed')}</h2>
              <p>
                <SolveTime time={data.solveTime} />
              </p>
            </div>
            <div className="card">
              <h2>{t('landings2:type.names')}</h2>
              <p>
                {t('landings2:type.v1Methods')}: <code>{data.v1Methods.join(', ')}</code>
              </p>
              <p>
                {t('landings2:type.v2Types')}: <code>{data.v2Types.join(', ')}</code>
              </p>
            </div>
          </div>
          {examples.data?.examples.length ? (
            <>
              <h2>{t('landings2:type.examples')}</h2>
              <ul className="cards" data-testid="type-examples">
                {examples.data.examples.map((e) => (
                  <li className="card" key={e.slug}>
                    <ExampleView example={e} />
                    <p>
                      {t('landings2:recognition.answer')}: <code>{e.answer}</code>
                    </p>
                    <Link to={`/captcha-recognition/${e.slug}`}>{t('landings2:type.exampleLink')}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h2>{t('landings2:type.howToSend')}</h2>
          <p>{t(`landings2:type.howToSendText.${data.category}`)}</p>
          <RequestExampleBlock example={data.example} />
          <p className="row">
            <Link className="button button--primary" to={`/api-docs/${slug}`}>
              {t('landings2:type.docs')}
            </Link>
            {demo ? (
              <Link className="button" to={demo} data-testid="demo-link">
                {t('landings2:type.demo')}
              </Link>
            ) : null}
            <Link className="button" to="/auth/register?userType=customer">
              {t('common:home.ctaCustomer')}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
