import { Link, useLocation } from 'react-router-dom';
import { siteConfig } from '../../config/site-config';
import { LanguageSwitch, T, useLanguage, useT } from '../../shared/i18n';
import { useSwitchPath } from '../../shared/i18n/switch-path';
import { DropIcon } from '../shared/icons';
import { NavPhoneLink } from './phone-link';
import { navSections, sectionHref } from './section-links';

/**
 * The fixed navigation bar of the public pages. The section links show from 768 px (the spec's one
 * breakpoint, `md`); between 768 and 1024 px they are smaller and the brand shows as its icon only (its
 * name stays for screen readers), so everything fits on one line.
 */
export function NavBar() {
  const { pathname } = useLocation();
  const switchPath = useSwitchPath();
  const t = useT();
  const language = useLanguage();
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('site.nav.label')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:px-4"
      >
        <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-brand-900">
          <DropIcon className="h-7 w-7 shrink-0 text-brand-600" />
          <span className="line-clamp-2 text-sm leading-tight max-[359px]:sr-only sm:text-base md:max-lg:sr-only xl:hidden">
            {siteConfig.shortName}
          </span>
          <span className="hidden truncate text-lg xl:inline">{siteConfig.businessName}</span>
        </Link>
        <ul className="hidden items-center gap-3 text-sm whitespace-nowrap md:flex lg:gap-5 lg:text-base">
          {navSections.map((s) => (
            <li key={s.id}>
              <a
                href={sectionHref(s.id, pathname, language)}
                className="font-medium text-slate-700 hover:text-brand-700"
              >
                <T id={s.label} />
              </a>
            </li>
          ))}
        </ul>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {/* From 1024 px in the bar; below, on a line of its own under it (site-layout.tsx). */}
          <LanguageSwitch path={switchPath} className="max-lg:hidden" />
          <Link
            to="/onboarding"
            className="inline-flex h-11 items-center rounded-md bg-amber-500 px-3 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-amber-400 sm:px-4 sm:text-base md:max-lg:px-3 md:max-lg:text-sm"
          >
            <T id="site.getFreeQuote" />
          </Link>
          <NavPhoneLink phone={siteConfig.phone} />
        </div>
      </nav>
    </header>
  );
}
