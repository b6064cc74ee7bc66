import type { DeveloperSoftware, ModerationItem } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';

/** The label of a changed field (the form's field names) and the live value to show beside it. */
const FIELDS: Record<string, { label: string; live?: (live: DeveloperSoftware) => string }> = {
  name: { label: 'form.name', live: (l) => l.name },
  slug: { label: 'form.slug', live: (l) => `/software/${l.slug ?? ''}` },
  shortDescription: { label: 'form.shortDescription', live: (l) => l.shortDescription },
  longDescription: { label: 'form.longDescription', live: (l) => l.longDescription },
  categories: { label: 'item.categories', live: (l) => l.categories.join(', ') },
  logoFileId: { label: 'form.logo' },
  screenshotFileIds: { label: 'item.screenshots' },
  homepage: { label: 'item.homepage', live: (l) => l.homepage ?? '—' },
  platforms: { label: 'item.platforms', live: (l) => l.platforms.join(', ') },
  captchaTypes: { label: 'item.captchaTypes', live: (l) => l.captchaTypes.join(', ') },
  priceModel: { label: 'item.priceModel', live: (l) => l.priceModel },
};

/**
 * In the moderation queue, for a change of a published item: which fields it changes and what
 * the catalogue shows in them now (the item above shows the change itself).
 */
export function ChangeDiff({ item }: { item: ModerationItem }) {
  const { t } = useTranslation('software');
  const live = item.live;
  if (!live) return null;
  return (
    <section className="software-change" data-testid="change-diff">
      <p>{t('moderation.change')}</p>
      <dl>
        {item.changedFields.map((field) => {
          const known = FIELDS[field];
          return (
            <div key={field} data-field={field}>
              <dt>{known ? t(known.label) : field}</dt>
              <dd>
                {known?.live ? t('moderation.liveValue', { value: known.live(live) }) : t('moderation.imagesChanged')}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
