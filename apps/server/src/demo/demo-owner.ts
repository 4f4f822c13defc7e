/**
 * The owner's side of the sample season (decision 0317): bookings on slots the calendar has open at the
 * moment the prospect books, then the owner's answer to each lead (contacted, won, lost, through the same
 * repositories as the inbox's buttons) and to each appointment (confirmed, done, cancelled, recorded as the
 * admin's captures are), each at its simulated time.
 */
import {
  addDaysTo,
  businessToday,
  emailKey,
  slotStart,
  slotsFor,
  type AppointmentChangeStage,
  type Capture,
  type ContactChannel,
  type FunnelConfig,
  type LeadMark,
} from '@pw/funnel';
import { OWNER } from '../auth/auth.repo.js';
import { fullSlots, heldAppointment, ruleRefusal } from '../appointments/appointments.repo.js';
import { currentRules } from '../appointments/availability.repo.js';
import { captureWork, type CaptureItem } from '../leads/capture.service.js';
import { followUpsOn } from '../follow-ups/follow-ups.repo.js';
import { addMark } from '../leads/lead-contacts.repo.js';
import type { SqlDb } from '../store/sql-db.js';
import type { DemoRandom } from './demo-random.js';
import type { PlannedCapture } from './demo-visits.js';

const HOUR = 3_600_000;
type Action = { at: Date; run: () => Promise<void> };

export class DemoOwner {
  /** The visits of the owner's own captures (appointment changes), to mark as sample data. */
  readonly visits: string[] = [];
  private readonly actions: Action[] = [];
  private readonly work;

  constructor(
    private readonly rnd: DemoRandom,
    private readonly db: SqlDb,
    private readonly config: FunnelConfig,
    private readonly end: Date,
  ) {
    this.work = captureWork(db.kind);
  }

  /** Runs every owner action due before `t`, in time order. */
  async until(t: Date): Promise<void> {
    this.actions.sort((a, b) => +a.at - +b.at);
    while (this.actions[0] && this.actions[0].at < t) await this.actions.shift()!.run();
  }

  private later(at: Date, run: () => Promise<void>): void {
    if (at < this.end) this.actions.push({ at, run });
  }

  /** A lead became reachable: most are called or texted within the hour, some wait, some are lost. */
  contacted(p: PlannedCapture): void {
    const email = emailKey(p.fields.email!);
    if (!this.rnd.chance(0.66)) return;
    const minutes = this.rnd.weighted([
      [this.rnd.int(2, 9), 30],
      [this.rnd.int(10, 59), 45],
      [this.rnd.int(60, 480), 25],
    ] as const);
    const channel = this.rnd.weighted<ContactChannel>([
      ['call', 60],
      ['text', 30],
      ['email', 10],
    ]);
    const at = new Date(p.at.getTime() + minutes * 60_000);
    this.later(at, () => this.mark(email, 'contacted', channel, at));
    const lostAt = new Date(at.getTime() + this.rnd.int(5, 12) * 24 * HOUR);
    if (this.rnd.chance(0.4)) {
      this.later(lostAt, async () => {
        if (!(await heldAppointment(this.db, { email }))) await this.mark(email, 'lost', null, lostAt);
      });
    }
  }

  private async mark(email: string, mark: LeadMark, channel: ContactChannel | null, at: Date): Promise<void> {
    await addMark(this.db, { email, mark, channel, by: OWNER, at });
    await followUpsOn(this.db, { email }, { type: 'owner.marked', at }, this.config);
  }

  /** Books the first open slot 1 to 20 days ahead (the prospect's pick); none free: it stays a quote. */
  async book(
    p: PlannedCapture,
    itemOf: (slot: { appointmentDate: string; appointmentTime: string }) => CaptureItem,
  ): Promise<void> {
    const now = p.at;
    const rules = await currentRules(this.db, this.config);
    const today = businessToday(now, rules);
    // Most pick a day within the next week or two; the first of 8 tries with a slot open wins.
    for (let tries = 0; tries < 8; tries += 1) {
      const ahead = 1 + Math.floor(this.rnd.next() ** 1.4 * 20);
      const day = addDaysTo(today, ahead);
      const full = (await fullSlots(this.db, day, day, now, rules)).slots.map((s) => s.time);
      const time = slotsFor(day, rules).find((t) => !full.includes(t) && !ruleRefusal(day, t, now, rules));
      if (!time) continue;
      await this.work.run(this.db, [itemOf({ appointmentDate: day, appointmentTime: time })]);
      this.afterBooking(emailKey(p.fields.email!), slotStart(day, time, rules), now);
      return;
    }
  }

  /** The owner confirms many, marks the past ones done (won) and sees a few cancelled. */
  private afterBooking(email: string, start: Date, bookedAt: Date): void {
    const roll = this.rnd.next();
    if (roll < 0.08) {
      const at = new Date(Math.max(start.getTime() - 20 * HOUR, bookedAt.getTime() + HOUR));
      this.later(at, () => this.change(email, 'appointment_cancelled', at));
      return;
    }
    if (roll < 0.6) {
      const at = new Date(bookedAt.getTime() + this.rnd.int(1, 18) * HOUR);
      if (at < start) this.later(at, () => this.change(email, 'appointment_confirmed', at));
    }
    const doneAt = new Date(start.getTime() + this.rnd.int(2, 5) * HOUR);
    this.later(doneAt, async () => {
      await this.change(email, 'appointment_done', doneAt);
      if (this.rnd.chance(0.7))
        await addMark(this.db, { email, mark: 'won', channel: null, by: OWNER, at: doneAt });
    });
  }

  private async change(email: string, stage: AppointmentChangeStage, at: Date): Promise<void> {
    const held = await heldAppointment(this.db, { email });
    if (!held || held.status === 'cancelled' || held.status === 'done') return;
    const visitId = this.rnd.uuid();
    this.visits.push(visitId);
    const capture: Capture = {
      captureId: this.rnd.uuid(),
      visitId,
      formType: 'onboarding',
      stage,
      currentStep: 'admin',
      fields: { email },
      source: 'admin',
      querystring: '',
      timestamp: at.toISOString(),
    };
    await this.work.run(this.db, [
      { capture, meta: { now: at, config: this.config, proof: { bookingId: held.bookingId } } },
    ]);
  }
}
