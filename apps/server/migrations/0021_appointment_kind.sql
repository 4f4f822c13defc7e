-- What a booking is (issue 21 §3, decision 0254): a job the site quoted, or a free on-site assessment of a
-- job the owner wants to see before naming a price. The server decides it from the lead's stored quote;
-- every booking made before was a quoted job.
alter table appointments add column if not exists kind text not null default 'quote';
alter table appointments drop constraint if exists appointments_kind_check;
alter table appointments add constraint appointments_kind_check check (kind in ('quote', 'assessment'));
-- The lead's row and the webhook carry it too (SUBMISSION_COLUMNS' appointment_kind); null before a booking.
alter table onboarding_submissions add column if not exists appointment_kind text;
