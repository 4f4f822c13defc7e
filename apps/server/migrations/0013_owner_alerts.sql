-- Speed to lead (issue 19, decision 0210): the owner's alerts, an outbox like the others. One alert per
-- lead waits at a time: captures of a lead while its alert waits update it (the latest reason, a later
-- due time up to a limit) instead of adding one, so a prospect stepping through the wizard gives one
-- alert with the latest state. Once claimed (attempts > 0) it no longer gathers captures.
create table if not exists owner_alerts (
  id uuid primary key,
  seq bigint generated always as identity unique,
  email text not null,
  reason text not null,
  first_at timestamptz not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'dead')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null
);
create unique index if not exists owner_alerts_waiting_key on owner_alerts (email) where status = 'pending' and attempts = 0;
create index if not exists owner_alerts_pending_seq_idx on owner_alerts (seq) where status = 'pending';
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table owner_alerts enable row level security;
