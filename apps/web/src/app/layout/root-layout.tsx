import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { LegalUpdateBanner } from '../../features/legal/legal-update-banner.tsx';
import { StaffScreensProvider } from '../../features/staff/screens.tsx';
import { ConfirmEmailBanner } from '../../features/user/confirm-banner.tsx';
import { takeExpectedSignOut, updateCurrentUser, useCurrentUser } from '../../features/user/current-user.ts';
import { SystemMessageModal } from '../../features/user/system-message-modal.tsx';
import { useAppEnv } from '../../lib/app-env.tsx';
import { pageHeadOf, pageTitle } from '../head.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { staffNavigationFor } from './navigation.ts';
import { RegionBanner } from './region-banner.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import { languageForPage, useRouteDef } from './use-page.ts';

export function RootLayout() {
  const env = useAppEnv();
  const def = useRouteDef();
  const { t, i18n } = useTranslation();
  const user = useCurrentUser(env.api).data ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const language = languageForPage(env.siteLanguage, def);

  // The page's language may differ from the site's when the page exists in fewer languages.
  if (i18n.language !== language) void i18n.changeLanguage(language);

  const matches = useMatches();
  const pageHead = pageHeadOf(matches[matches.length - 1]?.data);
  useEffect(() => {
    document.title = pageTitle(t, def, pageHead);
    document.documentElement.lang = language;
  }, [t, def, language, pageHead]);

  // A session that ends while the app runs (ERROR_EMPTY_USER on refetch) signs the visitor out.
  const hadUser = useRef(user !== null);
  useEffect(() => {
    const lost = hadUser.current && user === null && !takeExpectedSignOut(queryClient);
    if (lost && location.pathname !== '/auth/logout') navigate('/auth/logout');
    hadUser.current = user !== null;
  }, [user, navigate, location.pathname, queryClient]);

  // Keep the profile's interface language in step with the one the visitor chose (spec §4).
  const syncing = useRef(false);
  useEffect(() => {
    if (!user || !env.boot.languageExplicit || syncing.current || user.interfaceLanguage === env.siteLanguage) return;
    syncing.current = true;
    updateCurrentUser(env.api, queryClient, { interfaceLanguage: env.siteLanguage })
      .catch((err) => console.error('language sync failed', err))
      .finally(() => {
        syncing.current = false;
      });
  }, [user, env.siteLanguage, env.boot.languageExplicit, env.api, queryClient]);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <RegionBanner />
      <Header user={user} def={def} />
      {user ? <ConfirmEmailBanner /> : null}
      {user ? <LegalUpdateBanner /> : null}
      <main id="main" className="main" tabIndex={-1}>
        <StaffScreensProvider value={staffNavigationFor}>
          <Outlet />
        </StaffScreensProvider>
      </main>
      <Footer />
      <ScrollManager />
      {user ? <SystemMessageModal /> : null}
    </div>
  );
}
