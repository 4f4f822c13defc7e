/**
 * What the follow-up worker needs of the leads, handed to it by the server (`FollowUpLeads`): the
 * follow-ups sit below the leads (a capture moves a lead's sequence), so the worker does not import them.
 */
import type { FollowUpLeads } from '../follow-ups/follow-up.worker.js';
import { leadStateOf } from './lead-events.repo.js';
import { mintResumeLink } from './resume-link.service.js';

export const followUpLeads: FollowUpLeads = { stateOf: leadStateOf, resumeLink: mintResumeLink };
