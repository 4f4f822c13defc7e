-- The inbox filtered by stage and sorted (decision 0162). Stage is the one selective filter; with only
-- the sort's index and the stage index, a stage filter sorted by price read and sorted every lead of the
-- stage (10,000 at 100,000 leads) to show 25. Each sort gets a twin led by stage, ending in id, so keyset
-- pages walk it in order; the first also answers a plain stage filter, so the stage index goes.
create index if not exists onboarding_submissions_stage_activity_idx on onboarding_submissions (stage, (coalesce(updated_at, 'epoch'::timestamptz)), id);
create index if not exists onboarding_submissions_stage_created_idx on onboarding_submissions (stage, (coalesce(timestamp, 'epoch'::timestamptz)), id);
create index if not exists onboarding_submissions_stage_name_idx on onboarding_submissions (stage, (lower(coalesce(name, ''))), id);
create index if not exists onboarding_submissions_stage_price_idx on onboarding_submissions (stage, (coalesce(quoted_price, -1)), id);
drop index if exists onboarding_submissions_stage_idx;

-- The property-type filter compares lower(propertytype): without statistics on that expression the
-- planner guessed 0.5% of rows matched (half do), and preferred sorting everything to walking an index.
create statistics if not exists onboarding_submissions_propertytype_stats on (lower(propertytype)) from onboarding_submissions;
analyze onboarding_submissions;
