import { formatPhoneDisplay } from '@pw/funnel';
import { telHref } from '../../config/format-phone';
import { useT } from '../../shared/i18n';
import { PhoneIcon } from '../shared/icons';

/**
 * The call link of the navigation bar: a round icon button below 768 px, a button with the formatted
 * number from 768 px up. Both are in the HTML and CSS picks one (styles.css, `.nav-phone-*`), so the
 * prerendered page never jumps.
 */
export function NavPhoneLink({ phone }: { phone: string }) {
  const display = formatPhoneDisplay(phone);
  const t = useT();
  return (
    <>
      <a
        href={telHref(phone)}
        aria-label={t('site.call', { phone: display })}
        data-testid="nav-phone-icon"
        className="nav-phone-icon h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <PhoneIcon />
      </a>
      <a
        href={telHref(phone)}
        data-testid="nav-phone-number"
        className="nav-phone-number h-11 items-center gap-2 rounded-md border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50"
      >
        <PhoneIcon className="h-4 w-4" />
        <span>{display}</span>
      </a>
    </>
  );
}
