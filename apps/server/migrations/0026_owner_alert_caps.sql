-- The owner's alerts bounded per channel (issue 38, decision 0311): each alert records, for each channel
-- it went to, whether it was sent alone, is held for a summary, or was told in one (`summary_id`). A
-- channel's cap counts its alone messages and its summaries in the past hour.
create table if not exists owner_alert_sends (
  alert_id uuid not null,
  channel text not null check (channel in ('email', 'sms', 'push')),
  way text not null check (way in ('alone', 'held', 'summarised')),
  summary_id uuid,
  decided_at timestamptz not null,
  primary key (alert_id, channel)
);
create index if not exists owner_alert_sends_alone_idx on owner_alert_sends (channel, decided_at) where way = 'alone';
create index if not exists owner_alert_sends_held_idx on owner_alert_sends (channel, decided_at) where way = 'held';
create table if not exists owner_alert_summaries (
  id uuid primary key,
  channel text not null check (channel in ('email', 'sms', 'push')),
  leads integer not null check (leads > 0),
  created_at timestamptz not null
);
create index if not exists owner_alert_summaries_channel_idx on owner_alert_summaries (channel, created_at);
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table owner_alert_sends enable row level security;
alter table owner_alert_summaries enable row level security;
