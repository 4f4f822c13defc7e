import { AddressField } from '../address/address-field';
import { StepLayout } from '../layout/step-layout';
import type { StepNav } from './step-nav';
import { useT } from '../../shared/i18n';

export interface AddressStepProps extends StepNav {
  address: string;
  onAddressChange: (value: string) => void;
}

export function AddressStep({ address, onAddressChange, ...nav }: AddressStepProps) {
  const t = useT();
  return (
    <StepLayout heading={t('wizard.address.heading')} subheading={t('wizard.address.subheading')} {...nav}>
      <AddressField
        label={t('wizard.address.label')}
        placeholder={t('wizard.address.placeholder')}
        value={address}
        onValue={onAddressChange}
      />
    </StepLayout>
  );
}
