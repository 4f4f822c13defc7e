import { StepLayout } from '../layout/step-layout';
import { TextField } from '../../shared/form-controls';
import type { StepNav } from './step-nav';
import { useT } from '../../shared/i18n';

export interface NameStepProps extends StepNav {
  name: string;
  onNameChange: (value: string) => void;
}

export function NameStep({ name, onNameChange, ...nav }: NameStepProps) {
  const t = useT();
  return (
    <StepLayout heading={t('wizard.name.heading')} subheading={t('wizard.name.subheading')} {...nav}>
      <TextField
        look="step"
        label={t('wizard.name.label')}
        placeholder={t('wizard.name.placeholder')}
        autoComplete="given-name"
        value={name}
        onValue={onNameChange}
        hint={t('wizard.name.hint')}
      />
    </StepLayout>
  );
}
