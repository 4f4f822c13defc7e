import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  appliedCodeOf,
  isServed,
  choicesFor,
  isWizardBusy,
  openSlots,
  parseServices,
  quoteProgressMessage,
  schedulerViewOf,
  servicesFor,
  servicesWithChoices,
  slotsFor,
  wizardRouteOf,
  type onboardingWizardMachine,
  type OnboardingWizardSnapshot,
} from '@pw/funnel';
import { useT } from '../../shared/i18n';
import { useBookNames } from '../book-names';
import { ResultStep, type ResultView } from '../result/result-step';
import { AddressStep } from '../steps/address-step';
import { BookedStep, ConfirmationStep } from '../steps/confirmation-step';
import { ContactStep } from '../steps/contact-step';
import { NameStep } from '../steps/name-step';
import { OutOfAreaStep } from '../steps/out-of-area-step';
import { PropertyTypeStep } from '../steps/property-type-step';
import { QuoteStep } from '../steps/quote-step';
import { ReviewStep } from '../steps/review-step';
import { ServiceTypeStep } from '../steps/service-type-step';
import { choiceRows } from '../steps/size-choices';
import { SizeStep } from '../steps/size-step';
import { WelcomeStep } from '../steps/welcome-step';

export type WizardActor = ActorRefFrom<typeof onboardingWizardMachine>;

function resultViewOf(snapshot: OnboardingWizardSnapshot): ResultView {
  if (snapshot.matches({ result: 'failure' })) return 'failure';
  if (snapshot.matches({ result: 'unable' })) return 'unable';
  if (snapshot.matches({ result: 'success' })) return 'success';
  if (snapshot.matches({ result: 'assessment' })) return 'assessment';
  if (snapshot.matches({ result: 'scheduling' })) return 'scheduling';
  return 'loading';
}

/** Renders the screen of the chart's current state and turns what the person does into events. */
export function WizardScreen({ actor }: { actor: WizardActor }) {
  const t = useT();
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const { form } = context;
  const send = actor.send;
  const next = () => send({ type: 'wizard.next' });
  const back = () => send({ type: 'wizard.back' });
  const nav = { onContinue: next, onBack: back };
  const field = (name: keyof typeof form) => (value: string) =>
    send({ type: 'field.change', field: name, value });
  const chosen = { propertyType: form.propertyType, services: form.serviceNeeded };
  const sized = servicesWithChoices(context.book, chosen);
  const choices = choicesFor(context.book, chosen, context.choices);
  // The book's words in the page's language; what is sent stays the English names (decision 0329).
  const names = useBookNames(context.book);

  switch (wizardRouteOf(snapshot)) {
    case 'welcome':
      return <WelcomeStep onContinue={next} />;
    case 'name':
      return <NameStep name={form.name} onNameChange={field('name')} {...nav} />;
    case 'contact':
      return (
        <ContactStep
          email={form.email}
          phone={form.phone}
          onFieldChange={(name, value) => field(name)(value)}
          smsConsent={context.smsConsent}
          onSmsConsentChange={(granted) => send({ type: 'consent.sms.change', granted })}
          {...nav}
        />
      );
    case 'address':
      return <AddressStep address={form.address} onAddressChange={field('address')} {...nav} />;
    case 'property-type':
      return (
        <PropertyTypeStep
          value={form.propertyType}
          onSelect={(value) => send({ type: 'propertyType.select', value })}
          {...nav}
        />
      );
    case 'service-type':
      return (
        <ServiceTypeStep
          services={servicesFor(form.propertyType, context.config)}
          selected={parseServices(form.serviceNeeded)}
          onToggle={(service) => send({ type: 'service.toggle', service })}
          names={names}
          {...nav}
        />
      );
    case 'size':
      return (
        <SizeStep
          services={sized}
          choices={choices}
          onSelectSize={(service, size) => send({ type: 'size.select', service, size })}
          onToggleAddOn={(service, addOn) => send({ type: 'addOn.toggle', service, addOn })}
          names={names}
          {...nav}
        />
      );
    case 'review':
      return (
        <ReviewStep
          form={form}
          choices={choiceRows(sized, choices, t('wizard.size.noAddOns'), names)}
          names={names}
          code={context.choices.code}
          codeError={context.codeError}
          applied={appliedCodeOf(snapshot)}
          onCodeChange={(code) => send({ type: 'promotionCode.change', code })}
          submitting={isWizardBusy(snapshot)}
          onEdit={(section) => send({ type: 'review.edit', section })}
          onContinue={() => send({ type: 'review.confirm' })}
          onBack={back}
        />
      );
    case 'quote':
      return (
        <QuoteStep
          progress={context.progress}
          message={quoteProgressMessage(context.progress, context.config)}
          onBack={back}
        />
      );
    case 'result': {
      const scheduler = schedulerViewOf(snapshot);
      return (
        <ResultStep
          view={resultViewOf(snapshot)}
          quote={context.quote}
          discount={context.book.multiServiceDiscount}
          names={names}
          error={context.quoteError}
          onBack={() => send({ type: 'result.back' })}
          onSchedule={() => send({ type: 'schedule.open' })}
          schedule={{
            layout: context.layout,
            mobileStep: scheduler === 'time' ? 'time' : 'date',
            now: context.now,
            rules: context.rules,
            selectedDay: context.selectedDay,
            selectedSlot: context.selectedSlot,
            // Null only until the scheduler first opens, which settles them (decision 0303).
            unavailableDays: context.unavailableDays ?? [],
            slots: context.selectedDay
              ? slotsFor(context.selectedDay, context.rules)
              : context.config.timeSlots.none,
            openSlots: openSlots(context, context.selectedDay),
            processing: scheduler === 'saving',
            onDateSelect: (day) => send({ type: 'date.select', day }),
            onSlotSelect: (slot) => send({ type: 'slot.select', slot }),
            onDateBack: () => send({ type: 'schedule.dateBack' }),
            onClose: () => send({ type: 'schedule.close' }),
            onConfirm: () => send({ type: 'schedule.confirm' }),
          }}
        />
      );
    }
    case 'out-of-area': {
      const area = isServed(context.book.serviceArea, form.address);
      return (
        <OutOfAreaStep
          place={area.served ? null : area.place}
          email={form.email}
          joining={snapshot.matches({ outOfArea: 'joining' })}
          joined={snapshot.matches({ outOfArea: 'joined' })}
          onJoin={() => send({ type: 'waitlist.join' })}
          onBack={back}
        />
      );
    }
    case 'confirmation':
      return snapshot.matches('booked') && context.booking ? (
        <BookedStep booking={context.booking} onStartNew={() => send({ type: 'booking.startNew' })} />
      ) : (
        <ConfirmationStep booking={context.booking} />
      );
  }
}
