-- The language of the page each capture was made on (issue 41, decision 0326), so analytics splits the
-- funnel by language. Null on events from before (English pages then): the funnel reads them as `en`.
alter table lead_events add column if not exists language text;
alter table lead_events drop constraint if exists lead_events_language_check;
alter table lead_events add constraint lead_events_language_check
  check (language is null or language in ('en', 'es'));
-- The roll-up gains a dimension ('language'): every day rolled up before lacks it, so each is rolled up
-- again (once, on the next funnel read that covers it).
delete from funnel_rollup_days;
