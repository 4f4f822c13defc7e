import { lazy, Suspense } from 'react';
import { TextField } from '../../shared/form-controls';
import { useT } from '../../shared/i18n';
import type { AddressFieldProps } from './address-field-props';

/** The Google Maps code is its own chunk: it loads only here, and only when a key is configured. */
const PlacesAddressField = lazy(() => import('./places-address-field'));

/** The Maps key from build configuration (`VITE_GOOGLE_MAPS_API_KEY`); empty means no maps. */
export function mapsApiKey(): string {
  const key: unknown = import.meta.env.VITE_GOOGLE_MAPS_API_KEY;
  return typeof key === 'string' ? key.trim() : '';
}

/**
 * 'Property Location': Places autocomplete when a key is configured, otherwise a plain text field
 * without any error (decision in the design brief).
 */
export function AddressField(props: AddressFieldProps) {
  const t = useT();
  const apiKey = mapsApiKey();
  const plain = <TextField look="step" {...props} autoComplete="street-address" />;
  if (!apiKey) return plain;
  return (
    <Suspense fallback={<TextField look="step" {...props} disabled hint={t('address.loadingMaps')} />}>
      <PlacesAddressField apiKey={apiKey} {...props} />
    </Suspense>
  );
}
