import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { docsIndexQuery } from '../../features/api-docs/api.ts';
import { useDocsParams } from '../../features/api-docs/use-docs.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { CodeBlock } from '../../ui/code-block.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** `/api-rucaptcha` (Russian first): the rucaptcha-compatible API on this host. */
export function ApiRucaptchaPage() {
  const { t } = useTranslation();
  const { api } = useAppEnv();
  const params = useDocsParams();
  const index = useQuery(docsIndexQuery(api, params));
  const base = index.data?.baseUrl;
  return (
    <section className="page doc-page" data-route="apiRucaptcha">
      <h1>{t('routes:apiRucaptcha.title')}</h1>
      <p className="lead">{t('apiDocs:rucaptcha.lead')}</p>
      <FormError error={index.error} />
      {base ? (
        <>
          <h2>{t('apiDocs:rucaptcha.sameTitle')}</h2>
          <p>{t('apiDocs:rucaptcha.same')}</p>
          <ul>
            <li>
              <code>{`${base}/in.php`}</code> — {t('apiDocs:rucaptcha.inPhp')}
            </li>
            <li>
              <code>{`${base}/res.php`}</code> — {t('apiDocs:rucaptcha.resPhp')}
            </li>
            <li>
              <code>{`${base}/createTask`}</code> — {t('apiDocs:rucaptcha.v2')}
            </li>
          </ul>
          <h2>{t('apiDocs:rucaptcha.switchTitle')}</h2>
          <p>{t('apiDocs:rucaptcha.switch')}</p>
          <CodeBlock
            title={t('apiDocs:rucaptcha.exampleLabel')}
            code={`curl ${base}/in.php -F key=YOUR_API_KEY -F method=post -F file=@captcha.png -F json=1\ncurl '${base}/res.php?key=YOUR_API_KEY&action=get&id=2122988149&json=1'`}
          />
          <p>{t('apiDocs:rucaptcha.keys')}</p>
          <h2>{t('apiDocs:rucaptcha.typesTitle')}</h2>
          <ul className="doc-index__list">
            {index.data?.entries
              .filter((e) => e.category === 'token' || e.category === 'image')
              .map((e) => (
                <li key={e.slug} className="doc-index__item">
                  <Link to={`/api-docs/${e.slug}`}>{e.title}</Link>
                </li>
              ))}
          </ul>
          <p className="row">
            <Link to="/auth/register?userType=customer" className="button button--primary">
              {t('apiDocs:landing.register')}
            </Link>
            <Link to="/api-docs" className="button button--ghost">
              {t('apiDocs:landing.fullDocs')}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
