-- Every send re-checks, and reaches a person at most once (issue 38, decision 0308). The text and mail
-- outboxes gain two terminal states: `dropped` (what allowed the message no longer holds when it would go:
-- STOP, unsubscribe, a booking, a stopped sequence, a stale retry; `drop_reason` says which) and
-- `in_doubt` (a worker marked it as being sent and died before recording the provider's answer: it may
-- have gone, so it is never sent again). `sending_since` is that mark, committed before the provider call.
-- `lead_email` names the lead a prospect message is about, so its booking and consent can be read again.
alter table sms_deliveries drop constraint if exists sms_deliveries_status_check;
alter table sms_deliveries add constraint sms_deliveries_status_check
  check (status in ('pending', 'sent', 'dead', 'dropped', 'in_doubt'));
alter table sms_deliveries add column if not exists sending_since timestamptz;
alter table sms_deliveries add column if not exists drop_reason text;
alter table sms_deliveries add column if not exists lead_email text;
alter table mail_deliveries add column if not exists sending_since timestamptz;
alter table mail_deliveries add column if not exists drop_reason text;
alter table mail_deliveries add column if not exists lead_email text;
-- Follow-ups queued before this version name their lead through their sequence.
update sms_deliveries d set lead_email = f.email from follow_ups f where f.id = d.follow_up_id and d.lead_email is null;
update mail_deliveries d set lead_email = f.email from follow_ups f where f.id = d.follow_up_id and d.lead_email is null;
-- The owner's banner counts the texts in doubt on every admin page: through an index, as the dead ones
-- (decision 0197). The mails' (status, next_attempt_at) index serves theirs.
create index if not exists sms_deliveries_in_doubt_idx on sms_deliveries (seq) where status = 'in_doubt';
