import { useTranslation } from '@shop/shared/i18n';
import { showsCategoryBar } from '@shop/shared/site';
import { HydrateWhenSeen } from '@shop/shared/ui';
import { Outlet, useLocation } from 'react-router-dom';
import { AlertHost } from '../alerts/AlertHost';
import { CookieBanner } from '../consent/CookieBanner';
import { useFullLoadAfterDeploy } from '../federation/releaseWatch';
import { useInactivityLogout } from '../session/useInactivityLogout';
import { useSessionSync } from '../session/useSessionSync';
import { CategoryBar } from './category-bar/CategoryBar';
import { Footer } from './Footer';
import { GlobalSlots } from './GlobalSlots';
import { Header } from './header/Header';
import { ScrollTopButton } from './ScrollTopButton';
import { usePageEffects } from './usePageEffects';

export function Layout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  usePageEffects();
  useFullLoadAfterDeploy();
  useSessionSync();
  useInactivityLogout();

  return (
    <>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      {showsCategoryBar(pathname) && <CategoryBar />}
      <main id="main" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <HydrateWhenSeen>
        <Footer />
      </HydrateWhenSeen>
      <GlobalSlots />
      <ScrollTopButton />
      <CookieBanner />
      <AlertHost />
    </>
  );
}
