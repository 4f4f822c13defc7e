/** The wizard's frame (every screen's card) and its screens, as they move to the catalog (issue 41). */
export const wizard = {
  'wizard.back': 'Back',
  'wizard.continue': 'Continue',
} as const;
