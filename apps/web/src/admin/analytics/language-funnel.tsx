/**
 * The funnel by the prospect's language (issue 41, decision 0326): both languages side by side, or one
 * language's steps alone, in the chart and the table under it. A visit counts in the language of the page
 * each of its steps was taken on.
 */
import { LANGUAGES, type AnalyticsReport, type Language } from '@pw/funnel';
import { useId, useState } from 'react';
import { Bar, Legend } from 'recharts';
import { languageName, stageLabel } from '../admin-format';
import { ChartFigure, FunnelChart, StepBarChart } from './analytics-charts';
import { FunnelTable } from './analytics-tables';
import { Table } from '../ui';

type Choice = 'both' | Language;

/** Each language's bars (AA contrast on white). */
const COLORS: Record<Language, string> = { en: '#1d4ed8', es: '#b45309' };

const CHOICES: { value: Choice; label: string }[] = [
  { value: 'both', label: 'Both, side by side' },
  ...LANGUAGES.map((l) => ({ value: l, label: languageName(l) })),
];

/** Each step's visits in every language, as bars side by side. */
function LanguagesChart({ byLanguage }: { byLanguage: AnalyticsReport['stepsByLanguage'] }) {
  const data = byLanguage.en.map((s, i) => ({
    name: stageLabel(s.stage),
    ...Object.fromEntries(LANGUAGES.map((l) => [languageName(l), byLanguage[l][i]?.visits ?? 0])),
  }));
  return (
    <StepBarChart data={data}>
      <Legend />
      {LANGUAGES.map((l) => (
        <Bar key={l} dataKey={languageName(l)} fill={COLORS[l]} isAnimationActive={false} />
      ))}
    </StepBarChart>
  );
}

/** The funnel section: a choice of language, its chart, and its table (both: every visit, by language too). */
export function LanguageFunnel({ r }: { r: AnalyticsReport }) {
  const [choice, setChoice] = useState<Choice>('both');
  const name = useId();
  const steps = choice === 'both' ? r.steps : r.stepsByLanguage[choice];
  return (
    <>
      <fieldset className="mb-3 flex flex-wrap gap-x-4 gap-y-2 rounded-lg bg-white p-3 shadow-sm">
        <legend className="sr-only">Prospects&apos; language</legend>
        <span aria-hidden="true" className="text-sm font-medium text-slate-800">
          Language:
        </span>
        {CHOICES.map((c) => (
          <label key={c.value} className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-900">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={choice === c.value}
              onChange={() => setChoice(c.value)}
            />
            {c.label}
          </label>
        ))}
      </fieldset>
      <ChartFigure
        title={
          choice === 'both'
            ? 'Visits at each step, English and Español side by side'
            : `Visits at each step, ${languageName(choice)}`
        }
        chart={
          choice === 'both' ? (
            <LanguagesChart byLanguage={r.stepsByLanguage} />
          ) : (
            <FunnelChart steps={steps} />
          )
        }
        table={
          <>
            <FunnelTable steps={steps} />
            {choice === 'both' ? <ByLanguageTable byLanguage={r.stepsByLanguage} /> : null}
          </>
        }
      />
    </>
  );
}

/** Both languages' visits per step, the numbers of the side-by-side chart. */
function ByLanguageTable({ byLanguage }: { byLanguage: AnalyticsReport['stepsByLanguage'] }) {
  return (
    <div className="mt-4">
      <Table
        caption="Visits at each step by language"
        head={['Step', ...LANGUAGES.map(languageName)]}
        rows={byLanguage.en.map((s, i) => [
          stageLabel(s.stage),
          ...LANGUAGES.map((l) => byLanguage[l][i]?.visits ?? 0),
        ])}
      />
    </div>
  );
}
