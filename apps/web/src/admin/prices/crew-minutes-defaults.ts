/**
 * The minutes an empty "crew minutes" box stands for (issue 42): the funnel's defaults (`serviceMinutes`,
 * `tierMinutes`, `addOnMinutes`) asked of the draft as typed, so the Prices page shows what a job will be
 * timed at before the owner writes their own.
 */
import { addOnMinutes, serviceMinutes, tierMinutes } from '@pw/funnel';
import type { AddOnDraft, ServiceDraft, TierDraft } from './price-book-draft';

/** A typed whole number, else undefined (a box still being typed into, or empty). */
function typed(box: string): number | undefined {
  const n = Number(box);
  return box.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

const serviceOf = (s: ServiceDraft) => {
  const minutes = typed(s.minutes);
  return {
    name: s.name.trim(),
    price: typed(s.price) ?? 0,
    addOns: [],
    ...(minutes === undefined ? {} : { minutes }),
  };
};

/** What an empty box of the service stands for. */
export const serviceDefault = (s: ServiceDraft) => serviceMinutes({ ...serviceOf(s), minutes: undefined });

/** What an empty box of one of its sizes stands for: the service's minutes, scaled by the size's price. */
export const tierDefault = (s: ServiceDraft, t: TierDraft) =>
  tierMinutes(serviceOf(s), { label: t.label, from: 0, to: null, price: typed(t.price) ?? 0 });

/** What an empty box of an add-on stands for. */
export const addOnDefault = (a: AddOnDraft) => addOnMinutes({ name: a.name, price: typed(a.price) ?? 0 });
