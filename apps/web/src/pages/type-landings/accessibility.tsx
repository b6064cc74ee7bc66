import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Items, Paragraphs } from './content.tsx';

/** `/p/captcha-and-accessibility`: how captchas shut people out, and what this service does and does not do. */
export function AccessibilityPage() {
  const { t } = useTranslation();
  return (
    <article className="page prose" data-route="pCaptchaAndAccessibility">
      <h1>{t('routes:pCaptchaAndAccessibility.title')}</h1>
      <p className="lead">{t('landings2:a11y.lead')}</p>
      <h2>{t('landings2:a11y.barriersTitle')}</h2>
      <Items prefix="a11y.barriers" count={4} />
      <h2>{t('landings2:a11y.serviceTitle')}</h2>
      <Paragraphs prefix="a11y.service" count={3} />
      <h2>{t('landings2:a11y.ownersTitle')}</h2>
      <Items prefix="a11y.owners" count={4} />
      <p>
        <Link to="/captcha-workaround">{t('landings2:a11y.workaroundLink')}</Link>
        {' · '}
        <Link to="/api-docs">{t('landings2:a11y.docsLink')}</Link>
      </p>
    </article>
  );
}
