-- Text messages (issue 19, decision 0211): an outbox like the mails', sent through a Twilio-shaped
-- provider by the SMS worker. A row's kind says what it is for (the owner's alert, a test from Settings,
-- later a prospect's follow-up); its idempotency key, unique, makes a retried writer (an alert retried
-- after a crash) queue nothing twice. `provider_sid` is the provider's id of the message once accepted.
create table if not exists sms_deliveries (
  id uuid primary key,
  seq bigint generated always as identity unique,
  kind text not null check (kind in ('owner_alert', 'test', 'follow_up')),
  idempotency_key text not null unique,
  recipient text not null,
  body text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'dead')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  locked_until timestamptz,
  last_error text,
  provider_sid text,
  sent_at timestamptz,
  created_at timestamptz not null
);
create index if not exists sms_deliveries_pending_seq_idx on sms_deliveries (seq) where status = 'pending';
create index if not exists sms_deliveries_dead_idx on sms_deliveries (kind) where status = 'dead';
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table sms_deliveries enable row level security;
