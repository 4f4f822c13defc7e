import { useLocation } from 'react-router-dom';

/**
 * Pages whose fragment is the place itself (the manage link's token, never prerendered): kept by the
 * switch. Not in the i18n index: the islands import that, and this brings the router.
 */
const PLACE_IN_FRAGMENT = ['/manage-booking'];

/**
 * The place the language switch keeps (its path, in English form, with its query): on the manage page
 * the token too, so the other language opens the same booking.
 */
export function useSwitchPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${PLACE_IN_FRAGMENT.includes(pathname) ? hash : ''}`;
}
