import { CODE_SAMPLE_LANGS, type CodeSampleLang } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { codeSamplesQuery, LANG_NAMES } from '../../features/code-samples/api.ts';
import { SampleSetView } from '../../features/code-samples/sample-set.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';

export function isSampleLang(value: string | undefined): value is CodeSampleLang {
  return (CODE_SAMPLE_LANGS as readonly string[]).includes(value ?? '');
}

/** `/lang/{lang}`: the sample of one language with this host filled in, how to run it, copy buttons. */
export function LangSamplesPage() {
  const { t } = useTranslation('samples');
  const { api } = useAppEnv();
  // One route per language (`/lang/python`, …): the language is the path's last segment.
  const segment = useLocation().pathname.split('/').pop();
  const lang = isSampleLang(segment) ? segment : 'python';
  const set = useQuery(codeSamplesQuery(api, lang));
  const name = LANG_NAMES[lang];
  return (
    <section className="page" data-route="langSamples" data-lang={lang}>
      <h1>{t('lang.title', { name })}</h1>
      <p className="lead">{t('lang.lead', { name })}</p>
      <FormError error={set.error} />
      {set.data ? <SampleSetView set={set.data} filesTitle={t('lang.filesTitle')} /> : null}
      <nav aria-labelledby="sample-others">
        <h2 id="sample-others">{t('lang.others')}</h2>
        <ul className="sample-others">
          {CODE_SAMPLE_LANGS.filter((l) => l !== lang).map((l) => (
            <li key={l}>
              <Link to={`/lang/${l}`}>{LANG_NAMES[l]}</Link>
            </li>
          ))}
          <li>
            <Link to="/lang">{t('lang.all')}</Link>
          </li>
        </ul>
      </nav>
    </section>
  );
}
