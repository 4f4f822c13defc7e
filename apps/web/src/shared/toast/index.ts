/**
 * Public toast API for every part of the web app (site, wizard, admin). The `Toaster` component itself
 * is mounted once by the root layout (lazily); import it from './toaster' only there. The API is kept
 * whole for the parts that will need it (`@public`: the dead-code check does not ask for a user).
 */
/** @public */
export { useToast } from './use-toast';
/** @public */
export {
  toast,
  dismissToast,
  dismissToasts,
  noticeToast,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
} from './toast-store';
/** @public */
export type { ToastInput, ToastItem, ToastText, ToastVariant } from './toast-store';
