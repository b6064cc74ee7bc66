import type { ApiDocArticle, ApiDocParam } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CodeBlock } from '../../ui/code-block.tsx';
import { useDocMoney } from './doc-price.tsx';

/** Text with `code` spans (parameter names, values) set as code. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        i % 2 === 1 ? <code key={i}>{part}</code> : <span key={i}>{part}</span>,
      )}
    </>
  );
}

function Limits({ param }: { param: ApiDocParam }) {
  const { t, i18n } = useTranslation('apiDocs');
  const n = (v: number) => new Intl.NumberFormat(i18n.language).format(v);
  const parts: string[] = [];
  if (param.maxLength !== undefined && param.type !== 'url')
    parts.push(t('limits.maxLength', { count: param.maxLength }));
  if (param.min !== undefined && param.max !== undefined)
    parts.push(t('limits.range', { min: n(param.min), max: n(param.max) }));
  if (param.maxSide !== undefined) parts.push(t('limits.maxSide', { count: param.maxSide }));
  if (param.maxBytes !== undefined) parts.push(t('limits.maxKb', { count: Math.round(param.maxBytes / 1024) }));
  return <>{parts.join(', ')}</>;
}

function ParamTable({ params }: { params: ApiDocParam[] }) {
  const { t } = useTranslation('apiDocs');
  return (
    <div className="table-scroll">
      <table className="table table--cards doc-params" data-testid="doc-params">
        <thead>
          <tr>
            <th scope="col">{t('params.name')}</th>
            <th scope="col">{t('params.type')}</th>
            <th scope="col">{t('params.required')}</th>
            <th scope="col">{t('params.description')}</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => (
            <tr key={p.names.join('|')} data-param={p.names[0]}>
              <td data-label={t('params.name')}>
                <code>{p.names[0]}</code>
                {p.names.length > 1 ? (
                  <div className="muted">{t('params.aliases', { names: p.names.slice(1).join(', ') })}</div>
                ) : null}
              </td>
              <td data-label={t('params.type')}>{t(`types.${p.type}`, { defaultValue: p.type })}</td>
              <td data-label={t('params.required')}>{p.required ? t('params.yes') : t('params.no')}</td>
              <td data-label={t('params.description')}>
                <Prose text={p.description} />
                <div className="muted">
                  <Limits param={p} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One documentation page: what a call or task type takes and answers, with examples on this host. */
export function ArticleView({ article }: { article: ApiDocArticle }) {
  const { t } = useTranslation('apiDocs');
  const type = article.type;
  const money = useDocMoney();
  return (
    <div className="doc-article" data-testid="doc-article" data-page={article.page}>
      {article.endpoint ? (
        <p>
          <code data-testid="doc-endpoint">
            {article.endpoint.httpMethod} {article.baseUrl}
            {article.endpoint.path}
          </code>
        </p>
      ) : null}
      {type ? (
        <dl className="doc-facts">
          <dt>{article.version === 'v1' ? t('type.v1Selector') : t('type.v2Types')}</dt>
          <dd>
            {type.selectors.map((s) => (
              <code key={s}>{s} </code>
            ))}
          </dd>
          {article.version === 'v2' && type.proxyTypes.length > 0 ? (
            <>
              <dt>{t('type.proxyTypes')}</dt>
              <dd>{type.proxyTypes.join(', ')}</dd>
            </>
          ) : null}
          <dt>{t('type.price')}</dt>
          <dd data-testid="doc-price">
            {type.per1000Micros === null ? t('type.noPrice') : money.format(type.per1000Micros)}{' '}
            <Link to="/pricing">{t('type.allPrices')}</Link>
            {type.per1000Micros === null ? null : money.notice}
          </dd>
          <dt>{t('type.answer')}</dt>
          <dd>{type.answerDescription}</dd>
          <dt>{t('type.timing')}</dt>
          <dd>{t('type.timingText', { count: type.unsolvableAfterSeconds })}</dd>
        </dl>
      ) : null}
      {article.params.length > 0 ? (
        <section>
          <h2>{t('params.title')}</h2>
          <ParamTable params={article.params} />
        </section>
      ) : null}
      {article.examples.length > 0 ? (
        <section>
          <h2>{t('examples.title')}</h2>
          {article.examples.map((e) => (
            <CodeBlock
              key={`${e.label}:${e.code}`}
              code={e.code}
              title={t(`examples.${e.label}`, { defaultValue: e.label })}
            />
          ))}
        </section>
      ) : null}
      {article.errors.length > 0 ? (
        <div className="table-scroll">
          <table className="table table--cards" data-testid="doc-errors">
            <thead>
              <tr>
                <th scope="col">{t('errors.code')}</th>
                {article.version === 'v2' ? <th scope="col">errorId</th> : null}
                <th scope="col">{t('errors.meaning')}</th>
              </tr>
            </thead>
            <tbody>
              {article.errors.map((e) => (
                <tr key={e.code} data-code={e.code}>
                  <td data-label={t('errors.code')}>
                    <code>{e.code}</code>
                  </td>
                  {article.version === 'v2' ? <td data-label="errorId">{e.id}</td> : null}
                  <td data-label={t('errors.meaning')}>
                    <Prose text={e.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
