-- The outboxes' claim walks the pending rows in queue order and stops after a batch: an index of the
-- pending rows alone by `seq`, so a claim does not step over every row ever delivered (decision 0197).
create index if not exists webhook_deliveries_pending_seq_idx on webhook_deliveries (seq) where status = 'pending';
create index if not exists mail_deliveries_pending_seq_idx on mail_deliveries (seq) where status = 'pending';
