import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../../pages/not-found.tsx';
import { Button } from '../../ui/button.tsx';

/** The translated fallback shown when a screen fails to render (spec §8). */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  // A page whose content does not exist (a loader answered 404, e.g. an unknown catalogue item).
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main">
        <NotFoundPage />
      </main>
    );
  }
  if (typeof console !== 'undefined') console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main className="error-screen" role="alert">
      <h1>{t('errorScreen.title')}</h1>
      <p>{t('errorScreen.text')}</p>
      {status ? <p className="muted">{t('errorScreen.status', { status })}</p> : null}
      <div className="row">
        <Button onClick={() => window.location.reload()}>{t('errorScreen.reload')}</Button>
        <a className="button button--ghost" href="/">
          {t('errorScreen.home')}
        </a>
      </div>
    </main>
  );
}
