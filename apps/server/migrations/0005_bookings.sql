-- Bookings that are true (issue 9, decisions 0131-0133).
-- Several jobs per slot: a booking takes a seat from 1 to the owner's capacity; the database refuses a
-- second booking of one seat, as it refused a second booking of one slot before.
alter table appointments add column if not exists seat integer not null default 1;
alter table appointments add column if not exists status text not null default 'scheduled';
alter table appointments drop constraint if exists appointments_slot_date_slot_time_key;
create unique index if not exists appointments_slot_seat_key on appointments (slot_date, slot_time, seat);


-- The prospect's private manage links: only a SHA-256 of the token is kept, with its expiry.
create table if not exists booking_tokens (
  token_hash text primary key,
  email text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index if not exists booking_tokens_email_idx on booking_tokens (email);
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table booking_tokens enable row level security;
