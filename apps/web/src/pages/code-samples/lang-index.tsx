import { CODE_SAMPLE_LANGS } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LANG_NAMES } from '../../features/code-samples/api.ts';
import '../../features/code-samples/code-samples.css';

const STEPS = ['submit', 'poll', 'report', 'balance', 'pingback'] as const;
const SOLVERS = [
  ['/puppeteer-captcha-solver', 'solverPuppeteer'],
  ['/selenium-captcha-solver', 'solverSelenium'],
  ['/bounding-box-captcha-solver', 'solverBoundingBox'],
] as const;

/** `/lang`: the languages with samples, what every sample does, and the complete browser scripts. */
export function LangIndexPage() {
  const { t } = useTranslation(['samples', 'routes']);
  return (
    <section className="page" data-route="langIndex">
      <h1>{t('routes:langIndex.title')}</h1>
      <p className="lead">{t('index.lead')}</p>
      <h2>{t('index.doesTitle')}</h2>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`steps.${step}`)}</li>
        ))}
      </ol>
      <h2>{t('index.languagesTitle')}</h2>
      <ul className="cards sample-langs" data-testid="sample-languages">
        {CODE_SAMPLE_LANGS.map((lang) => (
          <li key={lang} className="card">
            <Link to={`/lang/${lang}`}>{t('index.open', { name: LANG_NAMES[lang] })}</Link>
          </li>
        ))}
      </ul>
      <h2>{t('index.solversTitle')}</h2>
      <ul>
        {SOLVERS.map(([path, key]) => (
          <li key={path}>
            <Link to={path}>{t(`index.${key}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
