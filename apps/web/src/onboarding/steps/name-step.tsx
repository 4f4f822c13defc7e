import { StepLayout } from '../layout/step-layout';
import { TextField } from '../../shared/form-controls';
import type { StepNav } from './step-nav';

export interface NameStepProps extends StepNav {
  name: string;
  onNameChange: (value: string) => void;
}

export function NameStep({ name, onNameChange, ...nav }: NameStepProps) {
  return (
    <StepLayout heading="What's your name?" subheading="I'd love to know who I'm helping today!" {...nav}>
      <TextField
        look="step"
        label="First Name"
        placeholder="Your first name"
        autoComplete="given-name"
        value={name}
        onValue={onNameChange}
        hint="I'll use your name to personalize your quote."
      />
    </StepLayout>
  );
}
