import type { Capture } from '../lead/capture.schema.js';

/**
 * Scenario builder for captures in tests: `aCapture({ stage: 'contact_completed', fields: {...} })`.
 * Exported from `@pw/funnel/testing`, not from the package index.
 */
export function aCapture(overrides: Partial<Capture> = {}): Capture {
  return {
    captureId: '2f1b6d1e-4a57-4c1e-9d43-1c1b0b7a9e01',
    visitId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    formType: 'onboarding',
    stage: 'contact_completed',
    currentStep: 'contact',
    fields: { email: 'ana@example.com', name: 'Ana', phone: '(561) 555-0123' },
    source: 'https://example.com/onboarding/contact?utm_source=google',
    querystring: '?utm_source=google&utm_campaign=spring',
    timestamp: '2025-01-11T10:15:00.000Z',
    ...overrides,
  };
}
