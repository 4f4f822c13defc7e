export * from './onboarding-wizard.types.js';
export * from './onboarding-wizard.machine.js';
export * from './onboarding-wizard.view.js';
export * from './onboarding-wizard.messages.js';
export {
  quoteProgressMessage,
  openSlots,
  canSelectDay,
  isSlotTakenError,
  validateStep,
  firstInvalidStep,
} from './onboarding-wizard.logic.js';
export {
  captureFields,
  captureInput,
  WIZARD_CAPTURE_STEPS,
  type WizardCaptureStage,
} from './onboarding-wizard.captures.js';
export * from './booking-modal.machine.js';
