// The analytics seed: lead_events over 120 days (visits walking the wizard, dropping off on the way;
// sources, campaigns and devices mixed), for the funnel's figures in admin.ts.
import { WIZARD_STAGES } from '@pw/funnel';

/**
 * Seeds `events` rows in one statement. Each visit walks the wizard a few minutes a step and drops off
 * after 1 to 8 stages (about 4.5 events a visit); its source, campaign and device come with it; visits
 * start evenly over the 120 days before `end`.
 */
export async function seedEvents(db: { exec(sql: string): Promise<void> }, events: number, end: Date) {
  const stages = `array[${WIZARD_STAGES.map((s) => `'${s}'`).join(',')}]::text[]`;
  await db.exec(`
    insert into lead_events (capture_id, visit_id, email, form_type, stage, current_step, fields, source,
      querystring, utm_source, utm_campaign, device, user_agent, client_time, received_at)
    select gen_random_uuid(), v.visit_id, null, 'onboarding',
           (${stages})[least(1 + e.step, cardinality(${stages}))], 'step', '{}'::jsonb,
           'https://example.com/onboarding', '', v.src, v.camp, v.dev, null, null,
           v.started + make_interval(mins => e.step * 2)
    from (
      select g as n,
             md5('funnel-visit' || g)::uuid as visit_id, -- not the leads' visits (seed-leads.ts)
             1 + (g * 31) % 8 as depth,
             (array['google','facebook','bing','newsletter',null,null])[1 + (g * 7) % 6] as src,
             (array['spring','summer','roof-promo',null])[1 + (g * 11) % 4] as camp,
             (array['mobile','mobile','desktop','tablet'])[1 + (g * 13) % 4] as dev,
             '${end.toISOString()}'::timestamptz - interval '15 minutes' - make_interval(secs => (g * 7919) % (120 * 86400)) as started
      from generate_series(1, ${Math.ceil(events / 4)}) g
    ) v
    cross join lateral generate_series(0, v.depth - 1) e(step)
    limit ${events}`);
  await db.exec('vacuum analyze lead_events');
}
