import type { Language } from '@crowdsolve/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TypeArtList } from '../../features/type-art/type-art-list.tsx';
import { nameKey, recognitionQuery } from '../../features/type-landings/api.ts';
import { ExampleView } from '../../features/type-landings/example-view.tsx';
import { SolveTime } from '../../features/type-landings/request-example.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { FormError } from '../../ui/form-error.tsx';

/** `/captcha-recognition`: the gallery of examples drawn by the project, with answers and solving times. */
export function RecognitionGalleryPage() {
  const { t, i18n } = useTranslation();
  const { api, boot } = useAppEnv();
  const gallery = useQuery(recognitionQuery(api, i18n.language as Language, boot.host));
  return (
    <section className="page" data-route="captchaRecognition">
      <h1>{t('routes:captchaRecognition.title')}</h1>
      <p className="lead">{t('landings2:recognition.lead')}</p>
      <FormError error={gallery.error} />
      <ul className="cards recognition-gallery" data-testid="gallery">
        {gallery.data?.examples.map((e) => (
          <li className="card" key={e.slug} data-slug={e.slug}>
            <ExampleView example={e} />
            <h2>
              <Link to={`/captcha-recognition/${e.slug}`}>{t(`common:taskTypes.${nameKey(e.kind)}`)}</Link>
            </h2>
            <p>
              {t('landings2:recognition.answer')}: <code data-testid="answer">{e.answer}</code>
            </p>
            <p className="muted">
              {t('landings2:recognition.solveTime')}: <SolveTime time={e.solveTime} />
            </p>
          </li>
        ))}
      </ul>
      <p className="muted">{t('landings2:recognition.origin')}</p>
      <h2>{t('landings2:recognition.otherTypes')}</h2>
      <p>{t('landings2:recognition.otherTypesLead')}</p>
      <TypeArtList />
    </section>
  );
}
