import type { CatalogCategory, CatalogItem, ImageRef, Language } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { KindIcon } from '../../ui/kind-icons.tsx';

/** The smallest variant at least `width` pixels wide (variants are named `256.webp`, …), else the image itself. */
export function imageSrc(image: ImageRef, width: number): string {
  const sized = Object.entries(image.variants)
    .map(([name, url]) => ({ size: Number.parseInt(name, 10), url }))
    .filter((v) => Number.isFinite(v.size) && v.size >= width)
    // The smallest first; of one size, WebP (lighter) before PNG.
    .sort((a, b) => a.size - b.size || Number(b.url.endsWith('.webp')) - Number(a.url.endsWith('.webp')));
  return sized[0]?.url ?? image.url;
}

/** A software's logo, or its initial on a tile when it has none. */
export function Logo({ item, size }: { item: Pick<CatalogItem, 'name' | 'logo'>; size: number }) {
  if (!item.logo) {
    return (
      <span className="software-logo software-logo--empty" style={{ width: size, height: size }} aria-hidden="true">
        {item.name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="software-logo"
      src={imageSrc(item.logo, size * 2)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

/** The average rating as stars and figures ("4.5 of 5, 12 reviews"), or "no reviews yet". */
export function RatingLine({ rating }: { rating: CatalogItem['rating'] }) {
  const { t, i18n } = useTranslation('software');
  if (rating.average === null || rating.count === 0) {
    return <span className="software-rating muted">{t('rating.none')}</span>;
  }
  const average = rating.average.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  return (
    <span className="software-rating" title={t('rating.label', { average })}>
      <span className="software-rating__stars" aria-hidden="true">
        {'★'.repeat(Math.round(rating.average))}
        <span className="software-rating__off">{'★'.repeat(5 - Math.round(rating.average))}</span>
      </span>
      <span className="visually-hidden">{t('rating.label', { average })}</span>
      <span aria-hidden="true">{average}</span>{' '}
      <span className="muted">{t('rating.count', { count: rating.count })}</span>
    </span>
  );
}

/** Captcha types as icons with their names. */
export function CaptchaTypes({ kinds, compact = false }: { kinds: readonly string[]; compact?: boolean }) {
  const { t } = useTranslation('software');
  if (kinds.length === 0) return null;
  return (
    <ul className={compact ? 'software-kinds software-kinds--compact' : 'software-kinds'}>
      {kinds.map((kind) => (
        <li key={kind} title={compact ? kindName(t, kind) : undefined}>
          <KindIcon kind={kind} compact size={compact ? 14 : 18} />
          <span className={compact ? 'visually-hidden' : undefined}>{kindName(t, kind)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A task kind's name (`vk_image` and `vk_captcha` share the VK one). */
export function kindName(t: (key: string, options?: Record<string, unknown>) => string, kind: string): string {
  const key = kind === 'vk_image' || kind === 'vk_captcha' ? 'vk' : kind;
  return t(`common:taskTypes.${key}`, { defaultValue: kind });
}

/** A category's name in the page's language (English when it has none). */
export function categoryName(category: CatalogCategory | undefined, slug: string, language: string): string {
  if (!category) return slug;
  const names = category.names as Record<Language, string>;
  return names[language as Language] || names.en || slug;
}
