-- The prospect's language (issue 41, decision 0321): `en` or `es`, the latest capture's that carried one.
-- The lead's row and the webhook carry it (SUBMISSION_COLUMNS' language); every lead before was English.
-- Every capture writes it; null only on a row the owner wrote directly with no capture (read as English).
alter table onboarding_submissions add column if not exists language text default 'en';
alter table onboarding_submissions drop constraint if exists onboarding_submissions_language_check;
alter table onboarding_submissions add constraint onboarding_submissions_language_check
  check (language in ('en', 'es'));
-- Which language's box a grant was ticked on (its wording's version is that language's own): the record
-- says which version the prospect saw. Null for rows no box made, and for boxes before issue 41 (English).
alter table consent_ledger add column if not exists language text;
alter table consent_ledger drop constraint if exists consent_ledger_language_check;
alter table consent_ledger add constraint consent_ledger_language_check
  check (language is null or language in ('en', 'es'));
