import { Link, useLocation } from 'react-router-dom';
import { siteConfig } from '../../config/site-config';
import { T, useLanguage } from '../../shared/i18n';
import { formatPhoneDisplay } from '@pw/funnel';
import { telHref } from '../../config/format-phone';
import { Island } from '../islands/island';
import { sectionHref } from '../nav/section-links';

/** Site footer: quick links, contact details and the copyright with the current year (an island). */
export function SiteFooter() {
  const { pathname } = useLocation();
  const { address } = siteConfig;
  const language = useLanguage();
  const area = { county: siteConfig.county, state: siteConfig.state, towns: siteConfig.towns.join(', ') };
  return (
    <footer className="render-near bg-brand-900 text-slate-100 [contain-intrinsic-size:auto_590px] md:[contain-intrinsic-size:auto_300px]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{siteConfig.businessName}</p>
          <p className="mt-2 text-sm text-slate-300">
            <T id="site.serviceArea" values={area} />
          </p>
        </div>
        <div>
          <h2 className="font-semibold text-white">
            <T id="site.footer.quickLinks" />
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href={sectionHref('testimonials', pathname, language)} className="hover:underline">
                <T id="site.nav.testimonials" />
              </a>
            </li>
            <li>
              <a href={sectionHref('before-after', pathname, language)} className="hover:underline">
                <T id="site.footer.gallery" />
              </a>
            </li>
            <li>
              <Link to="/privacy-policy" className="hover:underline">
                <T id="site.footer.privacy" />
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className="hover:underline">
                <T id="site.footer.terms" />
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">
            <T id="site.footer.contact" />
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <a href={telHref(siteConfig.phone)} className="block hover:underline">
              {formatPhoneDisplay(siteConfig.phone)}
            </a>
            <a href={`mailto:${siteConfig.email}`} className="block break-all hover:underline">
              {siteConfig.email}
            </a>
            <span className="block text-slate-300">
              {address.street}, {address.city}, {address.region} {address.postalCode}
            </span>
          </address>
        </div>
      </div>
      <Island name="copyright" />
    </footer>
  );
}
