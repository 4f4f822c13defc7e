// The inbox seed: leads as captures leave them (rows, folded states, 4 events each, a slot for some,
// deliveries), for the owner's queries in admin.ts.
import type { SqlDb } from '../src/store/sql-db.js';

/** Seeds `leads` leads in a few statements: rows, folded states, events, visits, slots, deliveries. */
export async function seedLeads(db: SqlDb, leads: number): Promise<void> {
  await db.exec(`
    insert into onboarding_submissions (email, name, phone, address, propertytype, serviceneeded, stage, status,
      quoted_price, timestamp, updated_at, conversionsource, conversionfunnel, formtype, source, querystring)
    select 'lead' || g || '@example.com', 'Person ' || md5(g::text), '(561) 555-' || lpad((g % 10000)::text, 4, '0'),
           g || ' Ocean Blvd', (array['Residential','Commercial'])[1 + g % 2], 'House Exterior, Roof Cleaning',
           (array['contact_completed','quote_details','quote_viewed','appointment_scheduled','process_completed'])[1 + g % 5],
           case when g % 5 = 4 then 'complete' else 'in_progress' end,
           case when g % 5 = 0 then null else 400 + g % 500 end,
           now() - make_interval(secs => g * 97), now() - make_interval(secs => g * 31),
           (array['google','facebook','direct'])[1 + g % 3], 'onboarding_wizard', 'onboarding',
           'https://example.com/onboarding/contact', ''
    from generate_series(1, ${leads}) g;
    insert into lead_states (key, lead, updated_at)
    select 'email:lead' || g || '@example.com',
           jsonb_build_object('email', 'lead' || g || '@example.com', 'notes', 'Gate code 1234',
             'quoteDetails', jsonb_build_array(jsonb_build_object('name', 'House Exterior', 'price', 400))), now()
    from generate_series(1, ${leads}) g;
    insert into lead_visits (visit_id, email, joined_at)
    select md5('visit' || g)::uuid, 'lead' || g || '@example.com', now() from generate_series(1, ${leads}) g;
    insert into lead_events (capture_id, visit_id, email, form_type, stage, current_step, fields, source, querystring,
      device, received_at)
    select gen_random_uuid(), md5('visit' || g)::uuid, case when s > 2 then 'lead' || g || '@example.com' end,
           'onboarding', (array['screen_viewed','welcome_completed','name_completed','contact_completed'])[s],
           'step', '{}'::jsonb, 'https://example.com/onboarding', '', 'mobile',
           now() - make_interval(secs => g * 97 - s * 60)
    from generate_series(1, ${leads}) g cross join generate_series(1, 4) s;
    insert into appointments (slot_date, slot_time, email, capture_id, created_at)
    select current_date + (g / 4), (array['8:30 AM','10:00 AM','1:00 PM','3:30 PM'])[1 + g % 4],
           'lead' || g || '@example.com', gen_random_uuid(), now()
    from generate_series(1, ${leads}, 5) g;
    insert into webhook_deliveries (id, lead_key, body, status, attempts, next_attempt_at, created_at)
    select gen_random_uuid(), 'lead' || g || '@example.com', '{"stage":"contact_completed"}', 'delivered', 1, now(), now()
    from generate_series(1, ${leads}) g;
    analyze;`);
}
