import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useEarlyTaps } from '../../shared/early-taps';
import { T } from '../../shared/i18n';

const loadModal = () => import('./booking-modal');
const BookingModal = lazy(loadModal);
const TAP = ['booking-trigger'];

/**
 * The 'Schedule Your Free Assessment' button; the modal's code loads on first intent. A tap made before
 * the page hydrated opens the modal once hydrated (however many taps: opening is idempotent).
 */
export function BookingModalTrigger({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadModal();
  useEarlyTaps(TAP, () => setOpen(true));
  const close = () => {
    // The dialog unmounts on close; focus goes back to the trigger at once, in the same task, so no
    // later restoration can take it from wherever the visitor moves next.
    flushSync(() => setOpen(false));
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        data-tap={TAP[0]}
      >
        <T id="home.contact.schedule" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BookingModal onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
