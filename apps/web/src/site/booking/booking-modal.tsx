import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { BOOKING_STEPS } from '@pw/funnel';
import { WithStatelyInspector, type Inspect } from '../../shared/dev-tools/stately-inspector';
import { BookingStepFields } from './booking-step-fields';
import { HONEYPOT_ID, useBookingModal } from './use-booking-modal';
import { T, useT } from '../../shared/i18n';

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 px-5 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-60';

/**
 * The booking modal: four steps with a progress bar, then the Thank You screen. In development,
 * `?inspect` on the page shows its chart in the Stately inspector.
 */
export default function BookingModal({ onClose }: { onClose: () => void }) {
  return (
    <WithStatelyInspector>
      {(inspect) => <BookingDialog onClose={onClose} inspect={inspect} />}
    </WithStatelyInspector>
  );
}

function BookingDialog({ onClose, inspect }: { onClose: () => void; inspect: Inspect | undefined }) {
  const t = useT();
  const {
    view,
    fields,
    smsConsent,
    submitting,
    progress: percent,
    canGoNext,
    send,
  } = useBookingModal(inspect);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const firstStep = useRef(true);
  // Keyboard and screen-reader users land on the new step's first field when the step changes.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    if (view === 'complete') done.current?.focus();
    else fieldset.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [view]);
  const close = () => {
    send({ type: 'modal.close' });
    onClose();
  };
  const index = view === 'complete' ? BOOKING_STEPS.length : BOOKING_STEPS.indexOf(view) + 1;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: view === 'notes' ? 'modal.submit' : 'modal.next' });
  };

  return (
    <Dialog open onClose={close} className="fixed inset-0 z-[70]">
      <div className="fixed inset-0 bg-slate-900/60" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto p-3 sm:p-6">
        <div className="flex min-h-full items-center justify-center">
          <DialogPanel className="relative w-full max-w-lg rounded-xl bg-white p-5 shadow-xl sm:p-6">
            <button
              type="button"
              onClick={close}
              aria-label={t('booking.close')}
              className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-2xl text-slate-600 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </button>
            <DialogTitle className="pr-10 text-xl font-bold text-brand-900">
              <T id="home.contact.schedule" />
            </DialogTitle>
            <Description className="mt-1 text-slate-700">
              <T id="booking.description" />
            </Description>
            {view === 'complete' ? (
              <div className="mt-6 text-center">
                <h3 className="text-2xl font-bold text-green-800">
                  <T id="booking.thanks" />
                </h3>
                <p className="mt-2 text-slate-700">
                  <T id="booking.received" />
                </p>
                <button
                  ref={done}
                  type="button"
                  className={`${primary} mt-6`}
                  onClick={() => {
                    send({ type: 'modal.done' });
                    onClose();
                  }}
                >
                  <T id="booking.done" />
                </button>
              </div>
            ) : (
              <form className="mt-5" onSubmit={onSubmit} noValidate>
                <div className="mb-1 flex justify-between text-sm text-slate-700">
                  <span>
                    <T
                      id="booking.stepOf"
                      values={{ index, total: BOOKING_STEPS.length, step: t('booking.step', { step: view }) }}
                    />
                  </span>
                  <span aria-hidden="true">{percent}%</span>
                </div>
                <div
                  role="progressbar"
                  aria-label={t('booking.progress')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  aria-valuetext={`${percent}%`}
                  className="h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
                </div>
                <fieldset ref={fieldset} className="mt-5" disabled={submitting}>
                  <legend className="sr-only">{t('booking.step', { step: view })}</legend>
                  <BookingStepFields
                    step={view}
                    fields={fields}
                    onChange={(field, value) => send({ type: 'field.change', field, value })}
                    smsConsent={smsConsent}
                    onSmsConsentChange={(granted) => send({ type: 'consent.sms.change', granted })}
                  />
                </fieldset>
                <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
                  {/* eslint-disable-next-line pw-i18n/no-visible-literal -- the honeypot: only bots see it */}
                  <label htmlFor={HONEYPOT_ID}>Website</label>
                  <input id={HONEYPOT_ID} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
                </div>
                <div className="mt-6 flex flex-wrap justify-between gap-3">
                  {view !== 'contact' ? (
                    <button
                      type="button"
                      className={secondary}
                      disabled={submitting}
                      onClick={() => send({ type: 'modal.back' })}
                    >
                      <T id="booking.back" />
                    </button>
                  ) : (
                    <span />
                  )}
                  {view === 'notes' ? (
                    <div className="flex flex-wrap gap-3">
                      <button
                        type="button"
                        className={secondary}
                        disabled={submitting}
                        onClick={() => send({ type: 'modal.submit' })}
                      >
                        <T id="booking.skipSubmit" />
                      </button>
                      <button type="submit" className={primary} disabled={submitting}>
                        <T id={submitting ? 'booking.submitting' : 'booking.submit'} />
                      </button>
                    </div>
                  ) : (
                    <button type="submit" className={primary} disabled={submitting || !canGoNext}>
                      <T id="booking.next" />
                    </button>
                  )}
                </div>
              </form>
            )}
          </DialogPanel>
        </div>
      </div>
    </Dialog>
  );
}
