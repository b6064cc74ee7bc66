import {
  CATEGORIES_MAX,
  type DeveloperSoftware,
  type ImageRef,
  LONG_DESCRIPTION_MAX,
  PLATFORMS,
  PRICE_MODELS,
  type PriceModel,
  SCREENSHOTS_MAX,
  SHORT_DESCRIPTION_MAX,
  SLUG_MAX,
  SOFTWARE_NAME_MAX,
  SoftwareFormBodySchema,
  type SoftwareForm as SoftwareFormValues,
  TASK_KINDS,
} from '@crowdsolve/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { validate } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { TextAreaField, TextField } from '../../ui/field.tsx';
import { SubmitRow, useFormSubmit } from '../../ui/form.tsx';
import { FormError } from '../../ui/form-error.tsx';
import { KindIcon } from '../../ui/kind-icons.tsx';
import { softwareApi } from './api.ts';
import { ChangeNotice } from './change-notice.tsx';
import { ChoiceGroup, fieldErrorKey } from './fields.tsx';
import { ImageUpload } from './image-upload.tsx';
import { MarkdownPreview } from './markdown-preview.tsx';
import { categoryName, kindName } from './parts.tsx';
import { categoriesQuery, softwareKeys } from './public-api.ts';

/** What the form holds: the contract's form body, with the images as the previews show them. */
export interface FormState {
  name: string;
  slug: string;
  shortDescription: string;
  longDescription: string;
  categories: string[];
  logo: ImageRef | null;
  screenshots: ImageRef[];
  homepage: string;
  platforms: string[];
  captchaTypes: string[];
  priceModel: PriceModel | '';
}

export function initialState(item: DeveloperSoftware | null): FormState {
  return {
    name: item?.name ?? '',
    slug: item?.slug ?? '',
    shortDescription: item?.shortDescription ?? '',
    longDescription: item?.longDescription ?? '',
    categories: item?.categories ?? [],
    logo: item?.logo ?? null,
    screenshots: item?.screenshots ?? [],
    homepage: item?.homepage ?? '',
    platforms: item?.platforms ?? [],
    captchaTypes: item?.captchaTypes ?? [],
    priceModel: item?.priceModel ?? '',
  };
}

/** The request body of the form's state, checked with the contract's schema (the API's own). */
export function checkForm(state: FormState) {
  return validate(SoftwareFormBodySchema, {
    name: state.name,
    slug: state.slug,
    shortDescription: state.shortDescription,
    longDescription: state.longDescription,
    categories: state.categories,
    logoFileId: state.logo?.fileId ?? null,
    screenshotFileIds: state.screenshots.map((s) => s.fileId),
    homepage: state.homepage,
    platforms: state.platforms,
    captchaTypes: state.captchaTypes,
    priceModel: state.priceModel,
  });
}

/** A slug from a name: lower-case Latin letters, digits and dashes. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX);
}

/**
 * The developer's catalogue form (`/software/add`, `/software/{slug}/edit`). Sending a new item or
 * a change of its public text puts it in the moderation queue; the soft_id earns meanwhile.
 */
export function SoftwareForm(props: { item: DeveloperSoftware | null; onSaved: (saved: DeveloperSoftware) => void }) {
  const { t, i18n } = useTranslation('software');
  const { api } = useAppEnv();
  const client = useQueryClient();
  const categories = useQuery(categoriesQuery(api));
  const [state, setState] = useState<FormState>(() => initialState(props.item));
  const [slugTouched, setSlugTouched] = useState(Boolean(props.item?.slug));
  const [preview, setPreview] = useState(false);
  // By soft_id: a change waiting for moderation may carry a slug that is not live yet.
  const ref = props.item ? String(props.item.softId) : null;
  const form = useFormSubmit<SoftwareFormValues, DeveloperSoftware>({
    send: (body) => (ref ? softwareApi.update(api, ref, body) : softwareApi.create(api, body)),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: softwareKeys.all });
      props.onSaved(saved);
    },
  });
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((s) => ({ ...s, [key]: value }));
  const err = (field: string) => fieldErrorKey(field, form.errors[field]);

  return (
    <form ref={form.ref} className="software-form" noValidate onSubmit={form.onSubmit(() => checkForm(state))}>
      {props.item ? <ChangeNotice item={props.item} /> : null}
      <TextField
        label={t('form.name')}
        name="name"
        value={state.name}
        maxLength={SOFTWARE_NAME_MAX}
        onChange={(e) => {
          const name = e.target.value;
          setState((s) => ({ ...s, name, slug: slugTouched ? s.slug : slugify(name) }));
        }}
        error={err('name')}
      />
      <TextField
        label={t('form.slug')}
        hint={t('form.slugHint', { slug: state.slug || 'my-software' })}
        name="slug"
        value={state.slug}
        maxLength={SLUG_MAX}
        onChange={(e) => {
          setSlugTouched(true);
          set('slug', e.target.value);
        }}
        error={err('slug')}
      />
      <TextAreaField
        label={t('form.shortDescription')}
        name="shortDescription"
        rows={2}
        maxLength={SHORT_DESCRIPTION_MAX}
        value={state.shortDescription}
        onChange={(e) => set('shortDescription', e.target.value)}
        error={err('shortDescription')}
      />
      <div className="software-form__markdown">
        <fieldset className="row software-form__tabs">
          <legend className="visually-hidden">{t('form.longDescription')}</legend>
          <Button variant={preview ? 'ghost' : 'primary'} aria-pressed={!preview} onClick={() => setPreview(false)}>
            {t('form.write')}
          </Button>
          <Button variant={preview ? 'primary' : 'ghost'} aria-pressed={preview} onClick={() => setPreview(true)}>
            {t('form.preview')}
          </Button>
        </fieldset>
        {preview ? (
          <MarkdownPreview markdown={state.longDescription} />
        ) : (
          <TextAreaField
            label={t('form.longDescription')}
            hint={t('form.markdownHint')}
            name="longDescription"
            rows={10}
            maxLength={LONG_DESCRIPTION_MAX}
            value={state.longDescription}
            onChange={(e) => set('longDescription', e.target.value)}
            error={err('longDescription')}
          />
        )}
      </div>
      <ChoiceGroup
        legend={t('form.categories', { count: CATEGORIES_MAX })}
        name="categories"
        options={(categories.data?.records ?? []).map((c) => ({
          value: c.slug,
          label: categoryName(c, c.slug, i18n.language),
        }))}
        chosen={state.categories}
        onChange={(next) => set('categories', next)}
        error={err('categories')}
      />
      <ImageUpload
        label={t('form.logo')}
        hint={t('form.logoHint')}
        purpose="software-logo"
        max={1}
        images={state.logo ? [state.logo] : []}
        onAdd={(image) => set('logo', image)}
        onRemove={() => set('logo', null)}
        error={err('logoFileId')}
        testId="logo-upload"
      />
      <ImageUpload
        label={t('form.screenshots', { count: SCREENSHOTS_MAX })}
        purpose="software-screenshot"
        max={SCREENSHOTS_MAX}
        images={state.screenshots}
        onAdd={(image) => setState((s) => ({ ...s, screenshots: [...s.screenshots, image] }))}
        onRemove={(id) => setState((s) => ({ ...s, screenshots: s.screenshots.filter((x) => x.fileId !== id) }))}
        error={err('screenshotFileIds')}
        testId="screenshot-upload"
      />
      <TextField
        label={t('form.homepage')}
        name="homepage"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={state.homepage}
        onChange={(e) => set('homepage', e.target.value)}
        error={err('homepage')}
      />
      <ChoiceGroup
        legend={t('form.priceModel')}
        name="priceModel"
        single
        options={PRICE_MODELS.map((p) => ({ value: p, label: t(`priceModels.${p}`) }))}
        chosen={state.priceModel ? [state.priceModel] : []}
        onChange={(next) => set('priceModel', next[0] ?? '')}
        error={err('priceModel')}
      />
      <ChoiceGroup
        legend={t('form.platforms')}
        name="platforms"
        options={PLATFORMS.map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
        chosen={state.platforms}
        onChange={(next) => set('platforms', next)}
        error={err('platforms')}
      />
      <ChoiceGroup
        legend={t('form.captchaTypes')}
        name="captchaTypes"
        className="software-choices--kinds"
        options={TASK_KINDS.map((k) => ({
          value: k,
          label: (
            <>
              <KindIcon kind={k} compact size={14} /> {kindName(t, k)}
            </>
          ),
        }))}
        chosen={state.captchaTypes}
        onChange={(next) => set('captchaTypes', next)}
        error={err('captchaTypes')}
      />
      <p className="muted">{t('form.moderationNote')}</p>
      <FormError error={form.formError} />
      <SubmitRow
        pending={form.pending}
        label={props.item ? t('form.save') : t('form.submit')}
        pendingLabel={t('form.saving')}
      />
    </form>
  );
}
