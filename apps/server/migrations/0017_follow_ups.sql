-- The follow-up sequence's durable timers (issue 20, decision 0240): one row per lead (its e-mail key),
-- holding the follow-up chart's state as @pw/funnel's `StoredFollowUp` and when it is next due. Claimed
-- like an outbox row (`next_attempt_at` is the due time; `for update skip locked` and a lease), so a
-- restart or a second server process never loses or doubles a message. `phone` is the lead's number as
-- the consent ledger keys it (E.164), so a STOP from it finds every sequence of that number.
create table if not exists follow_ups (
  id uuid primary key,
  seq bigint generated always as identity unique,
  email text not null unique,
  phone text,
  state text not null check (state in ('unreachable', 'waiting', 'following', 'stopped')),
  sent integer not null default 0,
  stopped_at timestamptz not null,
  last_sent_at timestamptz,
  stop_reason text check (stop_reason in ('booked', 'recovered', 'withdrawn', 'owner', 'sequenceDone')),
  status text not null check (status in ('pending', 'idle')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index if not exists follow_ups_pending_seq_idx on follow_ups (seq) where status = 'pending';
create index if not exists follow_ups_phone_idx on follow_ups (phone) where phone is not null;
-- A follow-up's messages are rows of the existing outboxes, tagged with their sequence and step (decision
-- 0241): the owner sees them with their delivery, and the outboxes' retries apply.
alter table sms_deliveries add column if not exists follow_up_id uuid;
alter table sms_deliveries add column if not exists follow_up_step integer;
alter table mail_deliveries add column if not exists follow_up_id uuid;
alter table mail_deliveries add column if not exists follow_up_step integer;
-- A follow-up e-mail's unsubscribe URL, sent as its `List-Unsubscribe` header (RFC 2369, RFC 8058).
alter table mail_deliveries add column if not exists list_unsubscribe text;
create index if not exists sms_deliveries_follow_up_idx on sms_deliveries (follow_up_id) where follow_up_id is not null;
create index if not exists mail_deliveries_follow_up_idx on mail_deliveries (follow_up_id) where follow_up_id is not null;
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table follow_ups enable row level security;
