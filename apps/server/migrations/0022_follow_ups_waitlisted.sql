-- A follow-up sequence also stops when the prospect, outside the service area, joins the waitlist
-- (decision 0244): there is no quote to come back to. The check constraint takes the new reason.
alter table follow_ups drop constraint if exists follow_ups_stop_reason_check;
alter table follow_ups add constraint follow_ups_stop_reason_check
  check (stop_reason in ('booked', 'recovered', 'withdrawn', 'owner', 'sequenceDone', 'waitlisted'));
