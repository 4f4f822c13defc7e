/** The funnel as marketing reads it: each step's visits, the conversion from the step before, drop-off. */
import {
  FUNNEL_STEPS,
  LANGUAGES,
  type Language,
  type BreakdownRow,
  type FunnelRow,
  type FunnelStep,
  type StepFigures,
} from '@pw/funnel';

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);

/**
 * Every funnel step in order, zero where no visit reached it. A visit that skipped a step (a returning
 * prospect resuming further on) can make a later step larger than an earlier one: the drop-off is then 0.
 */
export function funnelSteps(stages: readonly FunnelRow[]): StepFigures[] {
  const count = new Map(stages.map((s) => [s.stage, s.visits]));
  const visits = FUNNEL_STEPS.map((st) => count.get(st) ?? 0);
  const first = visits[0] ?? 0;
  return FUNNEL_STEPS.map((stage, i) => ({
    stage,
    visits: visits[i]!,
    conversion: i === 0 ? null : ratio(visits[i]!, visits[i - 1]!),
    overall: ratio(visits[i]!, first),
    dropOff: i + 1 < visits.length ? Math.max(0, visits[i]! - visits[i + 1]!) : 0,
  }));
}

/** One dimension's values (source, medium, campaign, device) with the visits at each funnel step. */
export function breakdown<K extends string>(
  rows: readonly (FunnelRow & Record<K, string>)[],
  key: K,
): BreakdownRow[] {
  const out = new Map<string, Record<FunnelStep, number>>();
  for (const r of rows) {
    const value = r[key];
    let counts = out.get(value);
    if (!counts) {
      counts = Object.fromEntries(FUNNEL_STEPS.map((st) => [st, 0])) as Record<FunnelStep, number>;
      out.set(value, counts);
    }
    if ((FUNNEL_STEPS as readonly string[]).includes(r.stage)) counts[r.stage as FunnelStep] = r.visits;
  }
  return [...out].map(([value, visits]) => ({ value, visits }));
}

/** The funnel's steps of each language's visits (issue 41, decision 0326), from the language breakdown. */
export function stepsByLanguage(
  rows: readonly (FunnelRow & { language: string })[],
): Record<Language, StepFigures[]> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, funnelSteps(rows.filter((r) => r.language === language))]),
  ) as Record<Language, StepFigures[]>;
}
