/**
 * The prospect's manage link (`/api/bookings/:token*`, decision 0132). The booking's answer is
 * `ManagedBooking` and a move `SlotMoveSchema` (`lead/manage-link.ts`).
 */
import { z } from 'zod';

/** `:token` of the manage link's routes; an unknown one is answered 404, like a forged or expired one. */
export const BookingParamsSchema = z.object({ token: z.string() });
