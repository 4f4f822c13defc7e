/**
 * A tiny toast store, one toast at a time (the spec's limit), usable from anywhere: React components
 * through `useToast()`, and plain code (machine actors, capture clients) through `toast()`.
 */
import type { NotifyParams } from '@pw/funnel';
import type { WebMessageKey } from '../i18n/messages';

export type ToastVariant = 'default' | 'destructive';

/**
 * A toast's text: as written (the owner's pages are English), or a catalog key, which the toast area says
 * in the page's language (a prospect's toasts, decision 0324).
 */
export type ToastText =
  string | { readonly key: WebMessageKey; readonly values?: Readonly<Record<string, string>> };

export interface ToastInput {
  title: ToastText;
  description?: ToastText;
  variant?: ToastVariant;
  /** What the toast is about; `dismissToasts(scope)` closes every toast of that scope. */
  scope?: string;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/** At most this many toasts are kept; a new one replaces the old. */
export const TOAST_LIMIT = 1;
/** A dismissed toast is removed from the store after this long (its exit animation has long ended). */
export const TOAST_REMOVE_DELAY = 1_000_000;

type Listener = (toasts: ToastItem[]) => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

/**
 * Shows a toast; returns its id.
 * @example toast({ title: 'Submission Error', description: 'Please try again.', variant: 'destructive' })
 */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, variant: input.variant ?? 'default', id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

/** A chart's `notify` (catalog keys, decision 0324) as a toast the toast area says in the page's language. */
export function noticeToast({ title, description, values, variant, scope }: NotifyParams): ToastInput {
  return {
    title: { key: title },
    ...(description ? { description: values ? { key: description, values } : { key: description } } : {}),
    variant,
    ...(scope ? { scope } : {}),
  };
}

/** Closes every open toast of a scope (a wizard step's validation message when the step is left). */
export function dismissToasts(scope: string): void {
  for (const t of toasts) if (t.open && t.scope === scope) dismissToast(t.id);
}

/** Closes one toast (or all without an id); it is removed later. */
export function dismissToast(id?: string): void {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItem[] {
  return toasts;
}

/** Test helper: forget every toast and timer. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  emit([]);
}
