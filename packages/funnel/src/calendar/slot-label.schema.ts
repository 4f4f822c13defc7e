import { z } from 'zod';

/**
 * The one rule for a slot time, as the prospect sees it: '8:30 AM' (hours 1-12, minutes 00-59, no leading
 * zero). The owner's weekly slots, a booking capture's `appointmentTime` and a move's `time` all use it,
 * so every time that reaches `to24Hour` or `slotStart` parses. In a module of its own, below both the
 * calendar rules and the owner's settings schemas, which each need it.
 */
export const SlotLabelSchema = z
  .string()
  .trim()
  .regex(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/, "must be a time such as '8:30 AM'");
