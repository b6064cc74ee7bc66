import type { CodeSampleSolver } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { codeSamplesQuery } from '../../features/code-samples/api.ts';
import { SampleSetView } from '../../features/code-samples/sample-set.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';

const ROUTE_IDS: Record<CodeSampleSolver, string> = {
  puppeteer: 'puppeteerSolver',
  selenium: 'seleniumSolver',
  'bounding-box': 'boundingBoxSolver',
};

/** A solver landing: what the script does, how to run it and the complete, tested script. */
function SolverLanding({ solver }: { solver: CodeSampleSolver }) {
  const { t } = useTranslation(['samples', 'routes']);
  const { api } = useAppEnv();
  const set = useQuery(codeSamplesQuery(api, solver));
  const route = ROUTE_IDS[solver];
  return (
    <section className="page" data-route={route}>
      <h1>{t(`routes:${route}.title`)}</h1>
      <p className="lead">{t(`solver.${solver}.lead`)}</p>
      <h2>{t('solver.stepsTitle')}</h2>
      <ol className="steps">
        {(['step1', 'step2', 'step3'] as const).map((step) => (
          <li key={step}>{t(`solver.${solver}.${step}`)}</li>
        ))}
      </ol>
      <FormError error={set.error} />
      {set.data ? <SampleSetView set={set.data} filesTitle={t('solver.scriptTitle')} /> : null}
      <p>
        <Link to="/lang">{t('lang.all')}</Link>
      </p>
    </section>
  );
}

export const PuppeteerSolverPage = () => <SolverLanding solver="puppeteer" />;
export const SeleniumSolverPage = () => <SolverLanding solver="selenium" />;
export const BoundingBoxSolverPage = () => <SolverLanding solver="bounding-box" />;
