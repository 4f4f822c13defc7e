import * as RadixToast from '@radix-ui/react-toast';
import { useT } from '../i18n';
import type { ToastText } from './toast-store';
import { useToast } from './use-toast';

/** Default display time of a toast (ms). */
export const TOAST_DURATION = 5000;
/** Distance (px) a toast must be swiped to be dismissed. */
export const TOAST_SWIPE_THRESHOLD = 50;

const variantClass = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;

/** The toast area present on every page: F8 focuses it, Escape or the close button dismisses. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const t = useT();
  const say = (text: ToastText) => (typeof text === 'string' ? text : t(text.key, text.values));
  return (
    <RadixToast.Provider
      label={t('notice.label')}
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={item.variant}
          className={`toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${variantClass[item.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{say(item.title)}</RadixToast.Title>
            {item.description ? (
              <RadixToast.Description className="text-sm opacity-90">
                {say(item.description)}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label={t('notice.close')}
            className="absolute top-2 right-2 rounded p-1 leading-none opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* On phones at the top: at the bottom it would cover the wizard's Continue button. */}
      <RadixToast.Viewport
        // Radix writes the hotkey into `{hotkey}` itself.
        label={t('notice.region', { hotkey: '{hotkey}' })}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm"
      />
    </RadixToast.Provider>
  );
}
