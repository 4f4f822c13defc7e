import { Outlet } from 'react-router-dom';
import { NavBar } from './nav/nav-bar';
import { SiteFooter } from './footer/site-footer';
import { T } from '../shared/i18n';
import { Island } from './islands/island';

/** Header, page and footer of the public pages. */
export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-white px-4 py-2 text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <T id="site.skipToMain" />
      </a>
      <NavBar />
      <div className="flex-1 pt-16">
        <Outlet />
      </div>
      <SiteFooter />
      <Island name="language-offer" />
    </div>
  );
}
