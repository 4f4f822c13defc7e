-- Answering from the phone (decision 0209).
-- Every mark the owner puts on a lead: contacted (and how), won, lost. Never updated; the first
-- `contacted` row is the lead's first contact, the latest won/lost its outcome.
create table if not exists lead_contacts (
  id bigint generated always as identity primary key,
  email text not null,
  mark text not null check (mark in ('contacted', 'won', 'lost')),
  channel text check (channel in ('call', 'text', 'email', 'other')),
  by_user text not null,
  marked_at timestamptz not null
);
create index if not exists lead_contacts_email_idx on lead_contacts (email, marked_at);
alter table lead_contacts enable row level security;
