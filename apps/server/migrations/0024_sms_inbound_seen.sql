-- Replies to texts (issue 38, decision 0309). A START reply from a number that had withdrawn grants again:
-- the ledger's check constraint takes its `how`.
alter table consent_ledger drop constraint if exists consent_ledger_how_check;
alter table consent_ledger add constraint consent_ledger_how_check
  check (how in ('box', 'stop_reply', 'unsubscribe_link', 'owner', 'start_reply'));
-- Each inbound message the webhook acted on, once: a replay of the same signed request (its MessageSid) is
-- acknowledged and records nothing more. Written in the same transaction as what the message did.
create table if not exists sms_inbound_seen (
  message_sid text primary key,
  at timestamptz not null
);
alter table sms_inbound_seen enable row level security;
