-- The funnel roll-up covers today too, up to a recent hour, so the part counted live stays small
-- (decision 0196). A day's rows cover its events received before `through`: the day's end once the day is
-- closed, an hour boundary for today.
alter table funnel_rollup_days add column if not exists through timestamptz;
update funnel_rollup_days set through = (day + 1)::timestamp at time zone 'UTC' where through is null;
alter table funnel_rollup_days alter column through set not null;
-- An event unmarks its day only when it lands in the part already rolled up (a back-dated clock); the
-- day's newer events are counted live. One call per statement, for all the rows it inserted.
drop trigger if exists lead_events_funnel_day on lead_events;
drop function if exists funnel_day_touched();
create or replace function funnel_days_touched() returns trigger language plpgsql as $$ begin delete from funnel_rollup_days r using (select (received_at at time zone 'UTC')::date as day, min(received_at) as earliest from new_events group by 1) n where r.day = n.day and n.earliest < r.through; return null; end $$;
create trigger lead_events_funnel_days after insert on lead_events referencing new table as new_events for each statement execute function funnel_days_touched();
-- Rolled up again under these rules (a day's rows now pair its tuples with closed days only).
delete from funnel_rollup_days;
