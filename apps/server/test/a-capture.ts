/**
 * Scenario builders for captures: `aCapture({ stage: 'name_completed', fields: { name: 'Ana' } })`, the
 * funnel's builder (`@pw/funnel/testing`) with what the server needs on top: fresh capture and visit ids
 * (the server stores each id once) and a time inside the test clock's booking window.
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_PRICE_BOOK, type Capture, type PriceBook } from '@pw/funnel';
import { aCapture as aFunnelCapture } from '@pw/funnel/testing';

export function aCapture(over: Partial<Capture> = {}): Capture {
  return aFunnelCapture({
    captureId: randomUUID(),
    visitId: randomUUID(),
    timestamp: '2026-03-02T14:59:00.000Z',
    ...over,
  });
}
/** The captures of one visit through the wizard, in order, up to booking a slot. */
export function aWizardVisit(
  email: string,
  visitId = randomUUID(),
  day = '2026-03-06',
  time = '8:30 AM',
): Capture[] {
  const step = (stage: Capture['stage'], currentStep: string, fields: Capture['fields']) =>
    aCapture({ visitId, stage, currentStep, fields });
  const all = {
    email,
    name: 'Ana',
    phone: '5615550123',
    address: '1 Ocean Blvd',
    propertyType: 'Residential' as const,
  };
  return [
    step('welcome_completed', 'welcome', {}),
    step('name_completed', 'name', { name: 'Ana' }),
    step('contact_completed', 'contact', { email, phone: '5615550123', name: 'Ana' }),
    step('address_completed', 'address', { email, address: '1 Ocean Blvd' }),
    step('property_type_completed', 'property-type', { email, propertyType: 'Residential' }),
    step('service_type_completed', 'service-type', { email, serviceNeeded: 'House Exterior, Roof Cleaning' }),
    step('quote_details', 'review', { ...all, serviceNeeded: 'House Exterior, Roof Cleaning' }),
    step('appointment_scheduled', 'result', {
      ...all,
      serviceNeeded: 'House Exterior, Roof Cleaning',
      appointmentDate: day,
      appointmentTime: time,
      appointmentTimestamp: `${day}T08:30:00`,
    }),
  ];
}

const { version: _version, ...defaults } = DEFAULT_PRICE_BOOK;
/** The spec's book with "commercial jobs get a free on-site assessment" on (decision 0254). */
export const commercialFirst: PriceBook = { ...defaults, assessment: { commercial: true, aboveTotal: null } };

/**
 * A wizard visit for a commercial property (Dumpster Pads), booking `day` at 8:30 AM: an on-site
 * assessment under `commercialFirst`.
 */
export const aCommercialVisit = (email: string, day: string): Capture[] =>
  aWizardVisit(email, undefined, day).map((c) =>
    c.fields.serviceNeeded || c.fields.propertyType
      ? {
          ...c,
          fields: {
            ...c.fields,
            ...(c.fields.propertyType ? { propertyType: 'Commercial' } : {}),
            ...(c.fields.serviceNeeded ? { serviceNeeded: 'Dumpster Pads' } : {}),
          },
        }
      : c,
  );
