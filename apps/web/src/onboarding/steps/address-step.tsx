import { AddressField } from '../address/address-field';
import { StepLayout } from '../layout/step-layout';
import type { StepNav } from './step-nav';

export interface AddressStepProps extends StepNav {
  address: string;
  onAddressChange: (value: string) => void;
}

export function AddressStep({ address, onAddressChange, ...nav }: AddressStepProps) {
  return (
    <StepLayout
      heading="What's the property address?"
      subheading="I'll use this for your service assessment and quote calculation"
      {...nav}
    >
      <AddressField
        label="Property Location"
        placeholder="Enter your property address"
        value={address}
        onValue={onAddressChange}
      />
    </StepLayout>
  );
}
