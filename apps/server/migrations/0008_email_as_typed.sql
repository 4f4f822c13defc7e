-- The e-mail as the prospect typed it (decision 0152). `email` stays the lower-cased unique key (0003: the
-- Supabase mirror's upsert needs a plain unique constraint on it); this column keeps the spelling typed
-- first, which the webhook body sends, so a sheet row keyed with capitals is still the one updated.
-- Rows from before keep their lower-cased e-mail as their spelling.
alter table onboarding_submissions add column if not exists email_as_typed text;
update onboarding_submissions set email_as_typed = email where email_as_typed is null;
