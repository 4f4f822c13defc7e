-- Consent on record (issue 20, decision 0220): every grant and withdrawal of consent to follow-up
-- messages, per channel and address (an E.164 number, a lower-cased e-mail), whichever lead it came with.
-- Append-only: the code has no UPDATE or DELETE of it, and the triggers below refuse both (and TRUNCATE),
-- so a row, once written, is the proof it was when the owner exports it.
create table if not exists consent_ledger (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('sms', 'email')),
  address text not null,
  action text not null check (action in ('granted', 'withdrawn')),
  version text check (version ~ '^[0-9a-f]{64}$'),
  how text not null check (how in ('box', 'stop_reply', 'unsubscribe_link', 'owner')),
  at timestamptz not null,
  ip text,
  user_agent text,
  page text,
  lead_email text,
  visit_id uuid,
  capture_id uuid
);
create index if not exists consent_ledger_address_idx on consent_ledger (channel, address, at, id);
create index if not exists consent_ledger_lead_idx on consent_ledger (lead_email);
create or replace function consent_ledger_refuse_change() returns trigger language plpgsql as $$ begin raise exception 'consent_ledger is append-only: % refused', tg_op using errcode = 'P0001'; end $$;
create or replace trigger consent_ledger_no_update before update or delete on consent_ledger for each row execute function consent_ledger_refuse_change();
create or replace trigger consent_ledger_no_truncate before truncate on consent_ledger for each statement execute function consent_ledger_refuse_change();
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table consent_ledger enable row level security;
