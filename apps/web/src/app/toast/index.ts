/**
 * Public toast API for every part of the web app (site, wizard, admin). The `Toaster` component itself
 * is mounted once by the root layout (lazily); import it from './toaster' only there.
 */
export { useToast } from './use-toast';
export { toast, dismissToast, dismissToasts, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast-store';
export type { ToastInput, ToastItem, ToastVariant } from './toast-store';
