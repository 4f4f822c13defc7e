import { Link } from 'react-router-dom';
import { siteConfig } from '../../config/site-config';
import { formatPhoneDisplay } from '@pw/funnel';
import { telHref } from '../../config/format-phone';
import { Island } from '../islands/island';
import { PhoneIcon, ShieldIcon } from '../shared/icons';
import { contactButton as button } from './contact-button';
import { T, useT } from '../../shared/i18n';

/** Contact: call, quote, the booking modal (an island), the guarantee box and the service area. */
export function ContactSection() {
  const t = useT();
  const claims = {
    responseTime: t('home.claims.responseTime'),
    happyCustomers: t('home.claims.happyCustomers'),
  };
  const area = { county: siteConfig.county, state: siteConfig.state, towns: siteConfig.towns.join(', ') };
  return (
    <section
      id="contact"
      tabIndex={-1}
      aria-labelledby="contact-heading"
      className="render-near bg-brand-900 py-16 text-white [contain-intrinsic-size:auto_840px] md:[contain-intrinsic-size:auto_580px]"
    >
      <div className="mx-auto max-w-4xl px-4 text-center">
        <h2 id="contact-heading" className="text-3xl font-bold">
          <T id="home.contact.heading" />
        </h2>
        <p className="mt-3 text-lg text-slate-200">
          <T id="home.contact.text" values={claims} />
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <a
            href={telHref(siteConfig.phone)}
            className={`${button} bg-white text-brand-900 hover:bg-slate-100`}
          >
            <PhoneIcon />{' '}
            <T id="home.contact.call" values={{ phone: formatPhoneDisplay(siteConfig.phone) }} />
          </a>
          <Link to="/onboarding" className={`${button} bg-amber-500 text-slate-900 hover:bg-amber-400`}>
            <T id="site.getFreeQuote" />
          </Link>
          <Island name="contact-booking" />
        </div>
        <div className="mx-auto mt-10 max-w-xl rounded-xl bg-white/10 p-6 text-left">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <ShieldIcon className="h-6 w-6 text-amber-400" /> <T id="home.contact.guarantee.title" />
          </h3>
          <p className="mt-2 text-slate-100">
            <T id="home.contact.guarantee.text" />
          </p>
        </div>
        <p className="mt-8 text-slate-200">
          <T id="site.serviceArea" values={area} />
        </p>
      </div>
    </section>
  );
}
