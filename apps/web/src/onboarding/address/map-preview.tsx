/// <reference types="google.maps" />
import { useEffect, useRef } from 'react';
import { useT } from '../../shared/i18n';
import type { MapsLibraries } from './google-maps.loader';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A 200 px map centred on the chosen place at zoom 16, one marker, the zoom control only. */
export function MapPreview({
  libraries,
  position,
  label,
}: {
  libraries: MapsLibraries;
  position: LatLng;
  label: string;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const map = new libraries.maps.Map(ref.current, {
      center: position,
      zoom: 16,
      disableDefaultUI: true,
      zoomControl: true,
      scrollwheel: false,
      mapTypeControl: false,
      streetViewControl: false,
      fullscreenControl: false,
    });
    const marker = new libraries.marker.Marker({ map, position, title: label });
    return () => marker.setMap(null);
  }, [libraries, position, label]);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={t('address.map', { address: label })}
      data-testid="map-preview"
      className="h-[200px] w-full overflow-hidden rounded-lg border border-slate-200"
    />
  );
}
