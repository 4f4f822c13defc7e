-- Sample data (issue 40, decision 0317): what `npm run demo` and Settings -> Test Data added, so that one
-- action removes every sample row and nothing else. Each sample row of every table is reached from one of
-- these: a visit id (its events, its visit's folded state), a lead's lower-cased e-mail (the lead's row,
-- events, slots, outbox rows, consent, marks, follow-ups, links) or a price-book version.
create table if not exists demo_marks (
  kind text not null check (kind in ('visit', 'email', 'price_book')),
  ref text not null,
  added_at timestamptz not null,
  primary key (kind, ref)
);
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table demo_marks enable row level security;
-- The consent ledger stays append-only (decision 0220) for every row but a sample lead's: those go with
-- the rest of the sample data, while its e-mail is still marked.
create or replace function consent_ledger_refuse_change() returns trigger language plpgsql as $$ begin if tg_op = 'DELETE' and old.lead_email in (select ref from demo_marks where kind = 'email') then return old; end if; raise exception 'consent_ledger is append-only: % refused', tg_op using errcode = 'P0001'; end $$;
