import type { ArticleAttachment, SiteKind } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/field.tsx';
import { EDITOR_SITES, type FormState, slugError } from './form-state.ts';
import { CoverField } from './images.tsx';

/** The article's own fields: its address (checked as typed), the sites that list it, its cover. */
export function SettingsFields(props: {
  form: FormState;
  errors: Record<string, string>;
  articleId: number | null;
  onChange: (change: Partial<FormState>) => void;
  onSlugTouched: () => void;
  onUploaded: (attachment: ArticleAttachment) => void;
}) {
  const { t } = useTranslation('editor');
  const { form } = props;
  // Live: the schema's verdict as typed; the server's (taken) until the slug changes again.
  const live = form.slug === '' ? null : slugError(form.slug);
  const slugProblem = live ?? props.errors.slug ?? null;
  const toggleSite = (site: SiteKind, on: boolean) =>
    props.onChange({ sites: on ? [...new Set([...form.sites, site])] : form.sites.filter((s) => s !== site) });
  return (
    <div className="editor-settings">
      <TextField
        name="slug"
        label={t('slug.label')}
        hint={t('slug.hint')}
        value={form.slug}
        autoComplete="off"
        spellCheck={false}
        error={slugProblem}
        onChange={(e) => {
          props.onSlugTouched();
          props.onChange({ slug: e.target.value.toLowerCase() });
        }}
      />
      <fieldset className={props.errors.sites ? 'field editor-sites has-error' : 'field editor-sites'}>
        <legend className="field__label">{t('sites.label')}</legend>
        {EDITOR_SITES.map((site) => (
          <label key={site} className="editor-sites__option">
            <input
              type="checkbox"
              name="sites"
              value={site}
              checked={form.sites.includes(site)}
              onChange={(e) => toggleSite(site, e.target.checked)}
            />
            {t(`sites.${site}`)}
          </label>
        ))}
        {props.errors.sites ? (
          <p className="field__error" data-field-error="sites">
            {t(props.errors.sites)}
          </p>
        ) : null}
      </fieldset>
      <CoverField
        cover={form.cover}
        articleId={props.articleId}
        onChange={(cover) => props.onChange({ cover })}
        onUploaded={props.onUploaded}
      />
    </div>
  );
}
