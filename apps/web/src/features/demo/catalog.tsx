import {
  DEFUNCT_DEMO_SLUGS,
  DEMO_TASK_KIND,
  FIRST_PARTY_DEMO_SLUGS,
  THIRD_PARTY_DEMO_SLUGS,
} from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TypeArt } from '../type-art/type-art.tsx';
import './demo.css';

/** The demos' groups, in the order the index shows them. */
export const DEMO_GROUPS = [
  { id: 'firstParty', slugs: FIRST_PARTY_DEMO_SLUGS },
  { id: 'thirdParty', slugs: THIRD_PARTY_DEMO_SLUGS },
  { id: 'discontinued', slugs: DEFUNCT_DEMO_SLUGS },
] as const;

/** Every demo page, grouped: the captchas we draw, the providers' widgets, the discontinued ones. */
export function DemoCatalog() {
  const { t } = useTranslation('demo');
  return (
    <>
      {DEMO_GROUPS.map((group) => (
        <section key={group.id} className="demo-group" data-group={group.id}>
          <h2>{t(`index.${group.id}`)}</h2>
          <p className="demo-hint">{t(`index.${group.id}Note`)}</p>
          <ul className="cards demo-cards">
            {group.slugs.map((slug) => {
              const kind = (DEMO_TASK_KIND as Record<string, string | undefined>)[slug];
              return (
                <li key={slug} className="card demo-card" data-slug={slug}>
                  {kind ? <TypeArt kind={kind} thumb /> : null}
                  <h3>
                    <Link to={`/demo/${slug}`}>{t(`names.${slug}`)}</Link>
                  </h3>
                  {group.id === 'discontinued' ? <span className="badge">{t('index.discontinuedBadge')}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
