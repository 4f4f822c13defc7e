/// <reference types="google.maps" />
import { useEffect, useRef, useState } from 'react';
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react';
import { TextField } from '../../shared/form-controls';
import { T, useT } from '../../shared/i18n';
import { ADDRESS_TYPES, PLACE_FIELDS, loadGoogleMaps, type MapsLibraries } from './google-maps.loader';
import { MapPreview, type LatLng } from './map-preview';
import type { AddressFieldProps } from './address-field-props';

const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700 disabled:bg-slate-100';

type Suggestion = google.maps.places.AutocompleteSuggestion;

/** The address field with Google Places autocomplete (lazy chunk: only loaded when a key is configured). */
export default function PlacesAddressField({
  apiKey,
  value,
  onValue,
  label,
  placeholder,
}: AddressFieldProps & { apiKey: string }) {
  const t = useT();
  const [libs, setLibs] = useState<MapsLibraries | null>(null);
  const [failed, setFailed] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [position, setPosition] = useState<LatLng | null>(null);
  const token = useRef<google.maps.places.AutocompleteSessionToken | null>(null);
  const query = useRef('');

  useEffect(() => {
    let live = true;
    loadGoogleMaps(apiKey).then(
      (loaded) => live && setLibs(loaded),
      (error: unknown) => {
        console.warn('Google Maps failed to load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [apiKey]);

  if (failed) {
    return (
      <div className="flex flex-col gap-1">
        <TextField
          look="step"
          label={label}
          placeholder={placeholder}
          autoComplete="street-address"
          value={value}
          onValue={onValue}
        />
        <p role="alert" className="text-sm font-medium text-red-700">
          <T id="address.mapsFailed" />
        </p>
      </div>
    );
  }

  const search = (text: string) => {
    onValue(text);
    setPosition(null);
    query.current = text;
    if (!libs || text.trim().length < 3) return setSuggestions([]);
    const { AutocompleteSuggestion, AutocompleteSessionToken } = libs.places;
    token.current ??= new AutocompleteSessionToken();
    AutocompleteSuggestion.fetchAutocompleteSuggestions({
      input: text,
      sessionToken: token.current,
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ADDRESS_TYPES,
    }).then(
      (result) => query.current === text && setSuggestions(result.suggestions),
      (error: unknown) => console.warn('Address suggestions failed', error),
    );
  };

  const choose = async (text: string | null) => {
    const prediction = suggestions.find((s) => s.placePrediction?.text.toString() === text)?.placePrediction;
    if (!prediction) return;
    const place = prediction.toPlace();
    await place.fetchFields({ fields: PLACE_FIELDS });
    token.current = null; // fetchFields closes the billing session; the next search starts a new one
    onValue(place.formattedAddress ?? place.displayName ?? text ?? '');
    const location = place.location;
    setPosition(location ? { lat: location.lat(), lng: location.lng() } : null);
    setSuggestions([]);
  };

  return (
    <div className="flex flex-col gap-3">
      <Field disabled={!libs} className="flex flex-col gap-1">
        <Label className="font-medium text-slate-900">{label}</Label>
        <Combobox value={value} onChange={(v: string | null) => void choose(v)}>
          <div className="relative">
            <ComboboxInput
              className={inputClass}
              placeholder={libs ? placeholder : t('address.loadingGoogleMaps')}
              autoComplete="off"
              displayValue={(v: string | null) => v ?? ''}
              onChange={(event) => search(event.target.value)}
            />
            <ComboboxOptions className="absolute z-10 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-slate-200 bg-white shadow-lg empty:invisible">
              {suggestions.map((s) => {
                const text = s.placePrediction?.text.toString() ?? '';
                return (
                  <ComboboxOption
                    key={text}
                    value={text}
                    className="cursor-pointer px-3 py-2 text-slate-900 data-focus:bg-brand-50"
                  >
                    {text}
                  </ComboboxOption>
                );
              })}
            </ComboboxOptions>
          </div>
        </Combobox>
        <Description className="text-sm text-slate-600">
          <T id={libs ? 'address.poweredBy' : 'address.loadingGoogleMaps'} />
        </Description>
      </Field>
      {libs && position && <MapPreview libraries={libs} position={position} label={value} />}
    </div>
  );
}
