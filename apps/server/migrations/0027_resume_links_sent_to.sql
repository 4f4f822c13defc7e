-- What each resume link was sent to (issue 38, decision 0307): `sent_via` is the e-mail address of its lead,
-- a text to the number in `sent_to`, or the owner, who hands it on by hand. Opening a link proves only
-- what reaching its recipient proves; a link from before this column (null) proves nothing.
alter table resume_tokens add column if not exists sent_via text check (sent_via in ('email', 'sms', 'owner'));
alter table resume_tokens add column if not exists sent_to text;
