import type { Promotion } from '@pw/funnel';

/** The query parameter an offer's link carries its promotion code in: `/onboarding?code=FIRST50`. */
const CODE_PARAM = 'code';

/**
 * Where an offer's button leads: the wizard, with the promotion's code when it has one, so the prospect
 * who follows the offer finds it in the review's code field (an automatic promotion needs no code).
 *
 * @example offerHref({ code: 'FIRST50' }) // '/onboarding?code=FIRST50'
 */
export function offerHref(promotion: Pick<Promotion, 'code'> | null): string {
  return promotion?.code
    ? `/onboarding?${new URLSearchParams({ [CODE_PARAM]: promotion.code })}`
    : '/onboarding';
}

/**
 * The code a link into the wizard carries (trimmed, at most the field's 40 characters), or '' for none.
 * The server decides whether it applies, as for a typed one.
 */
export function offerCodeIn(search: string): string {
  return (new URLSearchParams(search).get(CODE_PARAM) ?? '').trim().slice(0, 40);
}
