-- The owner's lead inbox and marketing's analytics (decisions 0120 and 0121).

-- Search by name, e-mail and phone (also the phone's digits alone) with a trigram index, so a "contains"
-- search stays fast at 100,000 leads. pg_trgm ships with PostgreSQL, PGlite and Supabase.
create extension if not exists pg_trgm;
create index if not exists onboarding_submissions_search_idx on onboarding_submissions using gin ((lower(coalesce(name, '') || ' ' || email || ' ' || coalesce(phone, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))) gin_trgm_ops);

-- One index per sort of the inbox, each ending in id: keyset pagination walks it in order.
create index if not exists onboarding_submissions_activity_idx on onboarding_submissions ((coalesce(updated_at, 'epoch'::timestamptz)), id);
create index if not exists onboarding_submissions_created_idx on onboarding_submissions ((coalesce(timestamp, 'epoch'::timestamptz)), id);
create index if not exists onboarding_submissions_name_idx on onboarding_submissions ((lower(coalesce(name, ''))), id);
create index if not exists onboarding_submissions_price_idx on onboarding_submissions ((coalesce(quoted_price, -1)), id);
create index if not exists onboarding_submissions_stage_idx on onboarding_submissions (stage);

-- Attribution read from the captured page address: utm_medium, and the referring site's host when the
-- prospect came from another site. Older events are filled from their query string.
alter table lead_events add column if not exists utm_medium text;
alter table lead_events add column if not exists referrer text;
update lead_events set utm_medium = left(substring(querystring from '[?&]utm_medium=([^&]*)'), 100) where utm_medium is null and querystring like '%utm_medium=%';

-- Bookings and view events by stage and time (median time to booking, the screens prospects saw).
create index if not exists lead_events_stage_received_idx on lead_events (stage, received_at);

-- The roll-up gains the medium dimension and a referrer-aware source: every day is rolled up again.
delete from funnel_rollup_days;
