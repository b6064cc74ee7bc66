import { TASK_KINDS, typeSlug } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TYPE_ART } from './art-spec.ts';
import { TypeArt } from './type-art.tsx';

/** The types the recognition gallery has no drawn example of: each as it looks, linked to its page. */
export const SCHEMATIC_KINDS = TASK_KINDS.filter((kind) => !('example' in TYPE_ART[kind]));

/** A grid of the schematic types: the widget, the type's name, a link to its landing. */
export function TypeArtList() {
  const { t } = useTranslation();
  return (
    <ul className="type-art-list" data-testid="type-art-list">
      {SCHEMATIC_KINDS.map((kind) => (
        <li key={kind} className="card" data-kind={kind}>
          <TypeArt kind={kind} thumb />
          <Link to={`/p/${typeSlug(kind)}`}>{t(`common:taskTypes.${kind === 'vk_captcha' ? 'vk' : kind}`)}</Link>
        </li>
      ))}
    </ul>
  );
}
