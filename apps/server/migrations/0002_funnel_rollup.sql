-- Funnel analytics pre-aggregated per closed UTC day, kept exact (decision 0018).
-- funnel_daily: distinct visits per day, stage and dimension value ('all', 'source', 'campaign', 'device').
create table if not exists funnel_daily (
  day date not null,
  stage text not null,
  dim text not null,
  value text not null,
  visits integer not null,
  primary key (day, stage, dim, value)
);
-- funnel_multiday: the (visit, stage, dimension value) tuples seen on more than one day, with each day,
-- so a range that spans several of them counts the visit once.
create table if not exists funnel_multiday (
  visit_id uuid not null,
  stage text not null,
  dim text not null,
  value text not null,
  day date not null,
  primary key (visit_id, stage, dim, value, day)
);
create index if not exists funnel_multiday_day_idx on funnel_multiday (day);
-- The days whose rows above are complete. An event arriving on a rolled-up day removes its mark.
create table if not exists funnel_rollup_days (
  day date primary key,
  rolled_at timestamptz not null
);
create or replace function funnel_day_touched() returns trigger language plpgsql as $$ begin delete from funnel_rollup_days where day = (new.received_at at time zone 'UTC')::date; return null; end $$;
drop trigger if exists lead_events_funnel_day on lead_events;
create trigger lead_events_funnel_day after insert on lead_events for each row execute function funnel_day_touched();
