/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';

export interface MapsLibraries {
  places: google.maps.PlacesLibrary;
  maps: google.maps.MapsLibrary;
  marker: google.maps.MarkerLibrary;
}

let loading: Promise<MapsLibraries> | null = null;

/**
 * Loads the Maps JavaScript API once per page (v2 functional API: `setOptions` then `importLibrary`),
 * with the places, maps and marker libraries. A failed load is not cached, so a later visit can retry.
 */
export function loadGoogleMaps(apiKey: string): Promise<MapsLibraries> {
  if (!loading) {
    setOptions({ key: apiKey, v: 'weekly', region: 'US' });
    loading = Promise.all([importLibrary('places'), importLibrary('maps'), importLibrary('marker')]).then(
      ([places, maps, marker]) => ({ places, maps, marker }),
    );
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Place fields the address step asks for (spec point 5): components, formatted address, geometry, name. */
export const PLACE_FIELDS = ['addressComponents', 'formattedAddress', 'location', 'displayName'];

/** Address results only (the legacy `types: ['address']` collection, in the new API's primary types). */
export const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'route'];
