-- The link that resumes a quote (issue 20, decision 0234): an opaque random token of which only a SHA-256 is
-- kept, for one lead (by its e-mail key), with its expiry. A link is revoked (`revoked_at`) when its lead
-- books: from then on the booking's own manage link is the way back. `opened_at` is the first opening.
create table if not exists resume_tokens (
  token_hash text primary key,
  email text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  opened_at timestamptz
);
create index if not exists resume_tokens_email_idx on resume_tokens (email);
-- As every table since 0003 (decision 0143): row-level security with no policy, so Supabase's anon keys read nothing.
alter table resume_tokens enable row level security;
