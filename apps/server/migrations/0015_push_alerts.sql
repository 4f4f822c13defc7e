-- Push to the owner's phone (issue 19, decision 0214): the devices that get lead alerts, and an outbox of
-- their notifications. One notification per alert and device: an alert retried after a crash queues
-- nothing twice. Removing a device (the owner, or the push service's 404/410) takes its waiting
-- notifications with it.
create table if not exists push_subscriptions (
  id uuid primary key,
  seq bigint generated always as identity unique,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  device_name text not null,
  created_at timestamptz not null,
  last_success_at timestamptz
);
create table if not exists push_deliveries (
  id uuid primary key,
  seq bigint generated always as identity unique,
  alert_id uuid not null,
  subscription_id uuid not null references push_subscriptions (id) on delete cascade,
  title text not null,
  body text not null,
  url text not null,
  status text not null default 'pending' check (status in ('pending', 'sent', 'dead')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null,
  unique (alert_id, subscription_id)
);
create index if not exists push_deliveries_subscription_idx on push_deliveries (subscription_id);
create index if not exists push_deliveries_pending_seq_idx on push_deliveries (seq) where status = 'pending';
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table push_subscriptions enable row level security;
alter table push_deliveries enable row level security;
