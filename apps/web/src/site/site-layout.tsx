import { Outlet } from 'react-router-dom';
import { NavBar } from './nav/nav-bar';
import { SiteFooter } from './footer/site-footer';
import { LanguageSwitch, T } from '../shared/i18n';
import { useSwitchPath } from '../shared/i18n/switch-path';
import { Island } from './islands/island';

/** Header, page and footer of the public pages. */
export function SiteLayout() {
  const switchPath = useSwitchPath();
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
        {/*
          The language switch below 1024 px: the bar has no room beside the business's name on a phone, or
          beside the section links and the phone number at 768 px. A line of its own under the bar, in the
          page's flow (the fixed bar keeps its height, and nothing moves after the first paint).
        */}
        <div className="border-b border-slate-200 bg-slate-50 lg:hidden">
          <div className="mx-auto flex max-w-7xl justify-end px-3 sm:px-4">
            <LanguageSwitch path={switchPath} />
          </div>
        </div>
        <Outlet />
      </div>
      <SiteFooter />
      <Island name="language-offer" />
    </div>
  );
}
