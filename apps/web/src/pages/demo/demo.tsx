import {
  DEMO_SLUG_OF_TASK_KIND,
  type FirstPartyDemoSlug,
  GENERIC_DEMO_OF,
  isFirstPartyDemoSlug,
  kindOfSlug,
  type TaskKindId,
} from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DemoCatalog } from '../../features/demo/catalog.tsx';
import { DemoRequest } from '../../features/demo/request-panel.tsx';
import { DemoWidget } from '../../features/demo/widget.tsx';

/** `/demo`: every demo, grouped, each linked to its page. */
export function DemoIndexPage() {
  const { t } = useTranslation('demo');
  return (
    <section className="page" data-route="demo">
      <h1>{t('index.title')}</h1>
      <p className="lead">{t('index.lead')}</p>
      <DemoCatalog />
    </section>
  );
}

/** What a slug draws as far as the page knows before asking (the reply says for sure). */
function expectedOf(slug: string): { generator: FirstPartyDemoSlug | null; genericOf: TaskKindId | null } {
  if (isFirstPartyDemoSlug(slug)) return { generator: slug, genericOf: null };
  const kind = kindOfSlug(slug) ?? kindOfSlug(slug.replaceAll('_', '-'));
  if (!kind) return { generator: null, genericOf: null };
  const own = DEMO_SLUG_OF_TASK_KIND[kind];
  if (own && isFirstPartyDemoSlug(own)) return { generator: own, genericOf: null };
  return { generator: GENERIC_DEMO_OF[kind], genericOf: kind };
}

const nameKey = (kind: TaskKindId) => (kind === 'vk_image' || kind === 'vk_captcha' ? 'vk' : kind);

/**
 * `/demo/normal`, `/demo/text`, `/demo/rotatecaptcha`, `/demo/clickcaptcha` and `/demo/{slug}`
 * (a task type's generic demo, `/demo/grid`): a live captcha to solve by hand, and the request a
 * program sends for it.
 */
export function FirstPartyDemoPage() {
  const { t } = useTranslation('demo');
  const slug = decodeURIComponent(useLocation().pathname.split('/').pop() ?? '');
  const { generator, genericOf } = expectedOf(slug);
  const name = genericOf ? t(`common:taskTypes.${nameKey(genericOf)}`) : t(`names.${generator ?? 'normal'}`);
  return (
    <section className="page" data-route="demoPage" data-slug={slug}>
      <p className="eyebrow">
        <Link to="/demo">{t('page.back')}</Link>
      </p>
      <h1>{t('page.title', { name })}</h1>
      {genericOf && generator ? (
        <p className="lead" data-testid="demo-generic">
          {t('page.generic', { name, generator: t(`names.${generator}`) })}
        </p>
      ) : null}
      <DemoWidget slug={slug} expected={generator} aside={(demo) => <DemoRequest demo={demo} />} />
    </section>
  );
}
