/** What every step receives from the wizard: where Continue and the back arrow lead. */
export interface StepNav {
  onContinue: () => void;
  onBack?: () => void;
}
