import type { CatalogCategory, CatalogItemDetail } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { Notice } from '../../ui/form-error.tsx';
import { CaptchaTypes, categoryName, imageSrc, Logo, RatingLine } from './parts.tsx';
import { categoriesQuery } from './public-api.ts';
import { Reviews } from './reviews.tsx';
import { SoftIdPanel } from './soft-id.tsx';
import './software.css';

/** `/software/{slug}`: everything about one software, its soft_id and its reviews. */
export function ItemView({ item }: { item: CatalogItemDetail }) {
  const { t, i18n } = useTranslation('software');
  const { api, boot } = useAppEnv();
  const categories: CatalogCategory[] = useQuery(categoriesQuery(api)).data?.records ?? [];
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <article className="software-item" data-software={item.slug}>
      <header className="software-item__head">
        <Logo item={item} size={96} />
        <div>
          <h1>{item.name}</h1>
          <p className="lead">{item.shortDescription}</p>
          <p className="software-item__by muted">
            {t('item.by', { name: item.developerName })} · <RatingLine rating={item.rating} />
          </p>
          {item.homepage ? (
            <p>
              <a href={item.homepage} rel="nofollow noopener noreferrer" target="_blank">
                {t('item.homepage')}
              </a>
            </p>
          ) : null}
        </div>
      </header>

      {item.status !== 'published' ? (
        <Notice tone="warning">
          {t(`status.${item.status}`)}
          {item.rejectionReason ? ` — ${t('item.reason', { reason: item.rejectionReason })}` : ''}
        </Notice>
      ) : null}
      {item.status === 'published' && item.changePending ? (
        <Notice tone="info">{t('form.changePending')}</Notice>
      ) : null}
      {item.owned ? (
        <p className="row">
          <Link className="button button--ghost" to={`/software/${item.slug}/edit`}>
            {t('item.edit')}
          </Link>
          <Link className="button button--ghost" to={`/software/statistic/${item.slug}`}>
            {t('item.statistics')}
          </Link>
        </p>
      ) : null}

      <dl className="software-figures">
        <div data-figure="tasks">
          <dt>{t('figures.tasksThisMonth')}</dt>
          <dd>{n(item.tasksThisMonth)}</dd>
        </div>
        <div data-figure="users">
          <dt>{t('figures.usersThisMonth')}</dt>
          <dd>{n(item.usersThisMonth)}</dd>
        </div>
      </dl>

      {item.screenshots.length > 0 ? (
        <section className="section" aria-labelledby="software-shots">
          <h2 id="software-shots">{t('item.screenshots')}</h2>
          <ul className="software-shots">
            {item.screenshots.map((shot, i) => (
              <li key={shot.fileId}>
                <a href={shot.url} target="_blank" rel="noopener">
                  <img
                    src={imageSrc(shot, 480)}
                    alt={t('item.screenshotAlt', { name: item.name, n: i + 1 })}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {item.longDescriptionHtml ? (
        <section className="section" aria-labelledby="software-about">
          <h2 id="software-about">{t('item.about')}</h2>
          {/* The server renders the Markdown and sanitises the HTML (contract: longDescriptionHtml). */}
          <div
            className="software-prose"
            data-testid="software-description"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
            dangerouslySetInnerHTML={{ __html: item.longDescriptionHtml }}
          />
        </section>
      ) : null}

      <section className="section software-facts" aria-labelledby="software-facts">
        <h2 id="software-facts">{t('item.facts')}</h2>
        <dl>
          <dt>{t('item.categories')}</dt>
          <dd>
            <ul className="software-tags">
              {item.categories.map((slug) => (
                <li key={slug}>
                  <Link to={`/software?categories=${encodeURIComponent(slug)}`}>
                    {categoryName(
                      categories.find((c) => c.slug === slug),
                      slug,
                      i18n.language,
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
          <dt>{t('item.platforms')}</dt>
          <dd data-testid="software-platforms">
            {item.platforms.length > 0 ? item.platforms.map((p) => t(`platforms.${p}`)).join(', ') : '—'}
          </dd>
          <dt>{t('item.priceModel')}</dt>
          <dd>{t(`priceModels.${item.priceModel}`)}</dd>
          <dt>{t('item.captchaTypes')}</dt>
          <dd>{item.captchaTypes.length > 0 ? <CaptchaTypes kinds={item.captchaTypes} /> : '—'}</dd>
        </dl>
      </section>

      <SoftIdPanel softId={item.id} origin={boot.origin ?? `https://${boot.host}`} />
      <Reviews item={item} />
    </article>
  );
}
