import type { ScheduleRules } from '@pw/funnel';
import { StepLayout } from '../layout/step-layout';
import { DateCard } from './date-card';
import { TimeSlotCard } from './time-slot-card';
import { T, useT } from '../../shared/i18n';

export interface SchedulePanelProps {
  layout: 'desktop' | 'mobile';
  /** Mobile only: which of the two steps shows. */
  mobileStep: 'date' | 'time';
  now: Date;
  /** The owner's calendar rules (zone, weekly slots, window, notice). */
  rules: ScheduleRules;
  selectedDay: string | null;
  selectedSlot: string | null;
  unavailableDays: readonly string[];
  /** The slot times shown for the selected day (or the placeholder list without one). */
  slots: readonly string[];
  /** Those of them still bookable: not full, not passed, not too soon. */
  openSlots: readonly string[];
  processing: boolean;
  onDateSelect: (day: string) => void;
  onSlotSelect: (slot: string) => void;
  onDateBack: () => void;
  onClose: () => void;
  onConfirm: () => void;
}

/** 'Schedule Your Service': date and time cards side by side on a desktop, two steps on a phone. */
export function SchedulePanel(props: SchedulePanelProps) {
  const { layout, mobileStep, selectedDay, selectedSlot, processing } = props;
  const dateCard = (
    <DateCard
      now={props.now}
      rules={props.rules}
      selectedDay={selectedDay}
      unavailableDays={props.unavailableDays}
      onDateSelect={props.onDateSelect}
    />
  );
  const timeCard = (
    <TimeSlotCard
      now={props.now}
      selectedDay={selectedDay}
      selectedSlot={selectedSlot}
      slots={props.slots}
      openSlots={props.openSlots}
      onSlotSelect={props.onSlotSelect}
      onDateBack={layout === 'mobile' ? props.onDateBack : undefined}
    />
  );
  const cards =
    layout === 'desktop' ? (
      <div className="grid gap-4 md:grid-cols-2">
        {dateCard}
        {timeCard}
      </div>
    ) : mobileStep === 'date' ? (
      dateCard
    ) : (
      timeCard
    );
  const t = useT();
  return (
    <StepLayout
      heading={t('scheduler.heading')}
      subheading={t('scheduler.subheading')}
      wide={layout === 'desktop'}
    >
      {cards}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <button
          type="button"
          onClick={props.onClose}
          className="min-h-11 flex-1 rounded-lg border-2 border-brand-700 px-4 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <T id="scheduler.backToQuote" />
        </button>
        <button
          type="button"
          onClick={props.onConfirm}
          disabled={processing || !selectedDay || !selectedSlot}
          className="min-h-11 flex-1 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          <T id={processing ? 'scheduler.processing' : 'scheduler.confirm'} />
        </button>
      </div>
      <p className="text-center text-sm text-slate-600">
        <T id="scheduler.note" />
      </p>
    </StepLayout>
  );
}
