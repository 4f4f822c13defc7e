import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

/**
 * Local stand-in for the app's toast API (owned by the site area, `src/app/toast/`): the wizard chart's
 * `notify` action calls this. Switched to the real toasts once they are merged.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type Notify = (toast: ToastInput) => void;

const NotifyContext = createContext<Notify>(() => {});

export function useNotify(): Notify {
  return useContext(NotifyContext);
}

export function WizardToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<(ToastInput & { id: number }) | null>(null);
  const notify = useCallback<Notify>((t) => {
    const id = Date.now();
    setToast({ ...t, id });
    setTimeout(() => setToast((current) => (current?.id === id ? null : current)), 5000);
  }, []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <div role="region" aria-label="Notifications" className="fixed right-4 bottom-4 z-50 max-w-sm">
        <div role="status" aria-live="polite">
          {toast && (
            <div
              className={`rounded-lg p-4 shadow-lg ${toast.variant === 'destructive' ? 'bg-red-700 text-white' : 'bg-white text-slate-900'}`}
            >
              <p className="font-semibold">{toast.title}</p>
              {toast.description && <p className="text-sm">{toast.description}</p>}
            </div>
          )}
        </div>
      </div>
    </NotifyContext.Provider>
  );
}
