import type { Language } from '@pw/funnel';
import type { Translate } from '../shared/i18n';
import { ApiRequestError } from '../shared/data/api-client';

/**
 * The sentence for a refused or failed change of the manage page, in the page's language: the API
 * answers in English (decision 0321), so the page says each refusal it knows by its code, as the server
 * words it in English. A slot the rules refuse has the server's reason in English (it names the rule);
 * an unknown refusal keeps the server's words in English and a general sentence in Spanish.
 */
export function manageProblem(
  err: unknown,
  language: Language,
  t: Translate,
  when: (() => string) | undefined,
): string {
  const code = err instanceof ApiRequestError ? err.code : '';
  const message = err instanceof Error ? err.message : String(err);
  switch (code) {
    case 'not_found':
      return t('manage.error.gone');
    case 'too_late':
      return t('manage.tooLate');
    case 'no_booking':
      return t('manage.error.noBooking');
    case 'network':
      return t('manage.error.network');
    case 'slot_taken':
      if (when) return t('manage.error.slotTaken', { when: when() });
      break;
    case 'slot_refused':
      if (language !== 'en') return t('manage.error.slotRefused');
  }
  return language === 'en' ? message : t('manage.error.other');
}
