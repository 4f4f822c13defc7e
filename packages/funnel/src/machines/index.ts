export * from './effects.js';
export * from './onboarding-wizard/onboarding-wizard.types.js';
export * from './onboarding-wizard/onboarding-wizard.machine.js';
export * from './onboarding-wizard/onboarding-wizard.view.js';
export * from './onboarding-wizard/onboarding-wizard.messages.js';
export * from './onboarding-wizard/onboarding-wizard.resume.js';
export { openSlots, quoteProgressMessage } from './onboarding-wizard/onboarding-wizard.logic.js';
export * from './booking-modal.machine.js';
export { machineDiagrams, type MachineDiagram } from './diagrams/machine-diagrams.js';
