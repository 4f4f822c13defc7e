import * as RadixToast from '@radix-ui/react-toast';
import { useToast } from './use-toast';
import { useT } from '../i18n';

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
  const say = useT();
  return (
    <RadixToast.Provider
      label={say('toast.label')}
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={t.variant}
          className={`toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${variantClass[t.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="text-sm font-semibold">{t.title}</RadixToast.Title>
            {t.description ? (
              <RadixToast.Description className="text-sm opacity-90">{t.description}</RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label={say('toast.close')}
            className="absolute top-2 right-2 rounded p-1 leading-none opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/* On phones at the top: at the bottom it would cover the wizard's Continue button. */}
      <RadixToast.Viewport
        label={say('toast.region', { hotkey: 'F8' })}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-sm"
      />
    </RadixToast.Provider>
  );
}
