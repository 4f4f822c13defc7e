import { lazy, Suspense, useState } from 'react';

const loadModal = () => import('./booking-modal');
const BookingModal = lazy(loadModal);

/** The 'Schedule Your Free Assessment' button; the modal's code loads on first intent. */
export function BookingModalTrigger({ className = '' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const preload = () => void loadModal();
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
      >
        Schedule Your Free Assessment
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BookingModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
