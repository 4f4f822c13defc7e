import { LANGUAGE_NAMES, type Language } from '@pw/funnel';
/** How the owner area writes money, times and stages. */
const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** `$1,150`, or an em dash for no value. */
export function formatMoney(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? '—' : money.format(dollars);
}

/** A moment in the owner's time zone: `Mar 2, 2026, 3:05 PM`; an em dash for none. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A stage as a person reads it (the owner's alerts say it the same way). */
export { stageLabel } from '@pw/funnel';

/** A share as a percentage: 0.6667 → `66.7%`; an em dash for none. */
export function formatShare(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${Math.round(share * 1000) / 10}%`;
}

/**
 * A lead's language by its own name ("English", "Español", as the site's switch says it); a lead with
 * none (stored before issue 41, or typed by the owner) is English.
 */
export function languageName(language: Language | null | undefined): string {
  return LANGUAGE_NAMES[language ?? 'en'];
}
