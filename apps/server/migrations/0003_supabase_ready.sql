-- Ready for Supabase (decision 0143). Also pasted as is into Supabase's SQL editor, after 0001 and 0002.
--
-- 1. A plain unique key on email. PostgREST's upsert (`on_conflict=email`, what the Supabase mirror sends)
--    can only target a unique constraint on columns, not the old unique index on lower(email). E-mails are
--    stored lower-cased (the check keeps it so), so unique (email) is the same rule.
update onboarding_submissions set email = lower(btrim(email)) where email <> lower(btrim(email));
drop index if exists onboarding_submissions_email_key;
alter table onboarding_submissions add constraint onboarding_submissions_email_key unique (email);
alter table onboarding_submissions add constraint onboarding_submissions_email_lower check (email = lower(email));

-- 2. Row-level security on every table, with no policy: in Supabase's public schema the anon and
--    authenticated keys read and write nothing. The server connects as the tables' owner (DATABASE_URL) or
--    with the service_role key (the mirror); both bypass row-level security. A later migration that adds a
--    table enables it too (a test checks every table).
alter table onboarding_submissions enable row level security;
alter table lead_events enable row level security;
alter table lead_visits enable row level security;
alter table lead_states enable row level security;
alter table appointments enable row level security;
alter table webhook_deliveries enable row level security;
alter table webhook_attempts enable row level security;
alter table settings enable row level security;
alter table owner_accounts enable row level security;
alter table owner_sessions enable row level security;
alter table funnel_daily enable row level security;
alter table funnel_multiday enable row level security;
alter table funnel_rollup_days enable row level security;
-- Made by the migration runner, absent when the files are pasted into Supabase.
alter table if exists schema_migrations enable row level security;
