import type { FormType } from './stages.js';

/** Marketing attribution: which funnel, and which source (utm_source, else 'direct'). */
export function conversionOf(
  formType: FormType,
  querystring: string,
): { conversionFunnel: string; conversionSource: string } {
  return {
    conversionFunnel: formType === 'bookingModal' ? 'booking_modal' : 'onboarding_wizard',
    conversionSource: queryParam(querystring, 'utm_source')?.trim().slice(0, 100) || 'direct',
  };
}

/** Reads one parameter of a query string (`?a=1&b=2`), without relying on a DOM or Node global. */
export function queryParam(querystring: string, name: string): string | undefined {
  for (const pair of querystring.replace(/^\?/, '').split('&')) {
    const [key = '', value = ''] = pair.split('=');
    try {
      if (decodeURIComponent(key) === name) return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is not this parameter.
    }
  }
  return undefined;
}
