-- The mail outbox (issue 9, decision 0134): booking e-mails queued in the capture's own transaction and
-- sent by the mail worker with retries. One mail of a kind per capture: a retried capture queues nothing.
create table if not exists mail_deliveries (
  id uuid primary key,
  seq bigserial,
  capture_id uuid not null,
  kind text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  ics text,
  manage_url text,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null,
  unique (capture_id, kind)
);
create index if not exists mail_deliveries_due_idx on mail_deliveries (status, next_attempt_at);
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table mail_deliveries enable row level security;
