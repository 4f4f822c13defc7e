-- Whose lead is it (issue 24, decision 0205).
-- The visits that may act on a lead: the one that started it (first gave its e-mail). Another visit that
-- names the e-mail is a stranger to it: it may not book over, move or cancel the lead's appointment, and
-- it is never answered with the lead's data. Keyed by visit first: a capture looks its visit up.
create table if not exists lead_own_visits (
  visit_id uuid not null,
  email text not null,
  owned_at timestamptz not null,
  primary key (visit_id, email)
);
-- Leads stored before: the earliest visit joined to each e-mail started it.
insert into lead_own_visits (visit_id, email, owned_at)
  select distinct on (email) visit_id, email, joined_at from lead_visits order by email, joined_at, visit_id
  on conflict do nothing;
alter table lead_own_visits enable row level security;

-- A booking has an identity that its reschedules keep: a manage link opens the booking it was made for,
-- never the lead's next one.
alter table appointments add column if not exists booking_id uuid;
update appointments set booking_id = capture_id where booking_id is null;
alter table appointments alter column booking_id set default gen_random_uuid();
alter table appointments alter column booking_id set not null;
create unique index if not exists appointments_booking_id_key on appointments (booking_id);

alter table booking_tokens add column if not exists booking_id uuid;
update booking_tokens t set booking_id = a.booking_id from appointments a where a.email = t.email and t.booking_id is null;
-- Tokens of bookings that no longer exist open nothing.
delete from booking_tokens where booking_id is null;
alter table booking_tokens alter column booking_id set not null;
create index if not exists booking_tokens_booking_idx on booking_tokens (booking_id);
