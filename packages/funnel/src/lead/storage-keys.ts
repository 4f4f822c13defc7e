/** Browser-storage keys the spec names (point 3): the wizard mirrors its fields under these. */
export const STORAGE_KEYS = {
  name: 'onboarding_name',
  email: 'onboarding_email',
  phone: 'onboarding_phone',
  address: 'onboarding_address',
  propertyType: 'onboarding_propertyType',
  serviceNeeded: 'onboarding_serviceNeeded',
  notes: 'onboarding_notes',
  timestamp: 'onboarding_timestamp',
  source: 'onboarding_source',
  stage: 'onboarding_stage',
  partial: 'onboarding_partial',
  completed: 'onboarding_completed',
  scheduledTime: 'onboarding_scheduled_time',
  appointmentStatus: 'onboarding_appointmentStatus',
  leadEmail: 'lead_email',
} as const;
