import { z } from 'zod';
import { CONTACT_CHANNELS, LEAD_MARKS } from '../lead/lead-contact.js';

/**
 * `POST /api/admin/leads/:email/marks`: the owner marks a lead contacted (saying how), won or lost
 * (decision 0209). Validated by the lead page before sending and by the server.
 */
export const LeadMarkSchema = z
  .strictObject({
    mark: z.enum(LEAD_MARKS, { error: `must be one of ${LEAD_MARKS.join(', ')}` }),
    channel: z.enum(CONTACT_CHANNELS, { error: `must be one of ${CONTACT_CHANNELS.join(', ')}` }).optional(),
  })
  .refine((m) => m.mark !== 'contacted' || m.channel !== undefined, {
    error: `is required when marking contacted (${CONTACT_CHANNELS.join(', ')})`,
    path: ['channel'],
  });
