import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { extensionQuery } from '../../features/demo-widgets/api.ts';
import { ExtensionView } from '../../features/demo-widgets/extension-view.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { QueryView } from '../../ui/query-view.tsx';

/** `/captcha-bypass-extension`: the browser extension, its download and how to install it. */
export function ExtensionPage() {
  const { t } = useTranslation('demoWidgets');
  const { api } = useAppEnv();
  const query = useQuery(extensionQuery(api));
  return (
    <section className="page" data-route="captchaBypassExtension">
      <h1>{t('routes:captchaBypassExtension.title')}</h1>
      <QueryView query={query}>{(extension) => <ExtensionView extension={extension} />}</QueryView>
    </section>
  );
}
