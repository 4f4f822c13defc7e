/**
 * What lower features are given of the leads by the server, since they may not import them (a capture
 * moves a lead's follow-up sequence and books its slot, so the follow-ups and the appointments sit below
 * the leads): the follow-up worker's lead state and resume links, the appointments' changes recorded as
 * captures.
 */
import type { AppointmentLeads } from '../appointments/appointment-leads.js';
import type { FollowUpLeads } from '../follow-ups/follow-up.worker.js';
import { recordAppointmentChange } from './appointment-change.service.js';
import { fieldsOfCapture, leadStateOf } from './lead-events.repo.js';
import { mintResumeLink } from './resume-link.service.js';

export const appointmentLeads: AppointmentLeads = {
  recordChange: recordAppointmentChange,
  bookedFields: fieldsOfCapture,
};

export const followUpLeads: FollowUpLeads = { stateOf: leadStateOf, resumeLink: mintResumeLink };
