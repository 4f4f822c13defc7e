import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, toast, type ToastItem } from './toast-store';

const serverSnapshot: ToastItem[] = [];

/** The current toasts and the functions to show or dismiss one. */
export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => serverSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
