-- A promotion code's uses are counted inside each capture's transaction (issue 38, decision 0310): the
-- leads whose quote holds the code. This index finds them without reading every lead.
create index if not exists onboarding_submissions_promotion_code
  on onboarding_submissions ((quote_snapshot -> 'promotion' ->> 'code'))
  where quote_snapshot -> 'promotion' ->> 'code' is not null;
