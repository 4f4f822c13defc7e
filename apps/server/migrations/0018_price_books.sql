-- The owner's price book (issue 21, decision 0226): every saved version kept, the newest in force. None
-- stored means the spec's default book (version 1, in @pw/funnel), so a saved book starts at version 2.
create table if not exists price_books (
  version integer primary key check (version >= 2),
  book jsonb not null,
  saved_at timestamptz not null
);
-- Each lead's quote as it was given (book version, lines, add-ons, discount, promotion, total), so a price
-- change never rewrites a quote a prospect saw; the CSV and the webhook carry it.
alter table onboarding_submissions add column if not exists quote_snapshot jsonb;
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table price_books enable row level security;
