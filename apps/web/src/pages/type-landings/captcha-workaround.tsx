import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Items } from './content.tsx';

/** `/captcha-workaround`: for people who meet captchas in their work, how the service gets them past. */
export function CaptchaWorkaroundPage() {
  const { t } = useTranslation();
  return (
    <article className="page" data-route="captchaWorkaround">
      <h1>{t('landings2:workaround.title')}</h1>
      <p className="lead">{t('landings2:workaround.lead')}</p>
      <div className="cards">
        {(['scripts', 'software', 'people'] as const).map((who) => (
          <div className="card" key={who}>
            <h2>{t(`landings2:workaround.who.${who}.title`)}</h2>
            <p>{t(`landings2:workaround.who.${who}.text`)}</p>
          </div>
        ))}
      </div>
      <h2>{t('landings2:workaround.stepsTitle')}</h2>
      <Items prefix="workaround.steps" count={4} ordered />
      <p className="notice notice--info">{t('landings2:workaround.rules')}</p>
      <p className="row">
        <Link className="button button--primary" to="/captcha-workaround/pay">
          {t('landings2:workaround.pay')}
        </Link>
        <Link className="button" to="/pricing">
          {t('landings2:workaround.prices')}
        </Link>
        <Link className="button" to="/captcha-recognition">
          {t('landings2:workaround.examples')}
        </Link>
      </p>
    </article>
  );
}
