export * from './onboarding-wizard.types.js';
export * from './onboarding-wizard.machine.js';
export * from './onboarding-wizard.view.js';
export * from './onboarding-wizard.messages.js';
export { openSlots, quoteProgressMessage } from './onboarding-wizard.logic.js';
export * from './booking-modal.machine.js';
