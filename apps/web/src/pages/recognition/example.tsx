import type { Language } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { nameKey, recognitionQuery } from '../../features/type-landings/api.ts';
import { ExampleView } from '../../features/type-landings/example-view.tsx';
import { RequestExampleBlock, SolveTime } from '../../features/type-landings/request-example.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** `/captcha-recognition/{slug}`: one example with its answer, kind and how to send it through the API. */
export function RecognitionExamplePage() {
  const { t, i18n } = useTranslation();
  const { api, boot } = useAppEnv();
  // One route per slug (the table lists them): the slug is the path's last segment.
  const slug = useLocation().pathname.split('/').pop() ?? '';
  const query = useQuery(recognitionQuery(api, i18n.language as Language, boot.host, slug));
  const example = query.data?.examples[0];
  const typeSlug = example?.kind.replaceAll('_', '-');
  return (
    <section className="page" data-route="captchaRecognitionExample">
      <p>
        <Link to="/captcha-recognition">{t('landings2:recognition.back')}</Link>
      </p>
      <FormError error={query.error} />
      {example ? (
        <>
          <h1>{t('landings2:recognition.exampleTitle', { kind: t(`common:taskTypes.${nameKey(example.kind)}`) })}</h1>
          <ExampleView example={example} large />
          {example.instructionUrl ? (
            <p>
              {t('landings2:recognition.instruction')}{' '}
              <img src={example.instructionUrl} alt={t('landings2:recognition.instructionAlt')} />
            </p>
          ) : null}
          <dl className="details">
            <dt>{t('landings2:recognition.answer')}</dt>
            <dd>
              <code data-testid="answer">{example.answer}</code>
            </dd>
            <dt>{t('landings2:recognition.kind')}</dt>
            <dd>
              <Link to={`/p/${typeSlug}`}>{t(`common:taskTypes.${nameKey(example.kind)}`)}</Link>
            </dd>
            <dt>{t('landings2:recognition.solveTime')}</dt>
            <dd>
              <SolveTime time={example.solveTime} />
            </dd>
          </dl>
          <h2>{t('landings2:recognition.howToSend')}</h2>
          <RequestExampleBlock example={example.example} />
          <p className="muted">{t('landings2:recognition.origin')}</p>
        </>
      ) : null}
    </section>
  );
}
