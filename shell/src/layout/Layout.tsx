import { languageFromPath } from '@shop/shared/i18n';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AlertHost } from '../alerts/AlertHost';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout() {
  const { pathname } = useLocation();

  useEffect(() => {
    document.documentElement.lang = languageFromPath(pathname) === 'en' ? 'en' : 'sr-Latn';
  }, [pathname]);

  // SPEC §2: the page scrolls to the top on every path change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <Header />
      <main id="main" className="main">
        <Outlet />
      </main>
      <Footer />
      <AlertHost />
    </>
  );
}
