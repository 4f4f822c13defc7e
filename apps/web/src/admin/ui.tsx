/** Small building blocks shared by the admin pages: buttons, cards, tabs, tables and a JSON text area. */
import { useId, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Tabs } from '../shared/tabs';

const buttonStyles = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-100',
  danger: 'border border-red-700 bg-white text-red-800 hover:bg-red-50',
} as const;

/** A button in the admin style; `variant` picks the colours. */
export function Button({
  variant = 'secondary',
  className = '',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof buttonStyles }) {
  return (
    <button
      type="button"
      className={`min-h-10 rounded-md px-4 py-2 text-sm font-medium disabled:opacity-60 ${buttonStyles[variant]} ${className}`}
      {...rest}
    />
  );
}

/** A white card with a heading (h2) and an optional line under it. */
export function Card({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-700">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The site's tabs in the admin style: `tabs` in order, the first selected at first. */
export function AdminTabs({ tabs }: { tabs: { label: string; panel: ReactNode }[] }) {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs
      items={tabs}
      selected={selected}
      onSelect={setSelected}
      listClassName="flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1"
      tabClassName="min-h-10 flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-white/60 aria-selected:bg-white aria-selected:text-brand-900 aria-selected:shadow"
      panelClassName="mt-4"
    />
  );
}

/** A labelled monospace text area (the test JSON), with a note tied to it. */
export function CodeArea(props: {
  label: string;
  note: string;
  value: string;
  onValue: (v: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <p id={`${id}-note`} className="text-sm text-slate-700">
        {props.note}
      </p>
      <textarea
        id={id}
        rows={14}
        spellCheck={false}
        aria-describedby={`${id}-note`}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/40 focus:outline-none"
        value={props.value}
        onChange={(e) => props.onValue(e.target.value)}
      />
    </div>
  );
}

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';
const td = 'px-3 py-1.5 text-sm text-slate-900';

/** The column headings of an owner-area table (`Table`'s, and tables that lay out their own rows). */
export function TableHead({ head, className }: { head: readonly string[]; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {head.map((h) => (
          <th key={h} scope="col" className={th}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A plain table in a scrollable, focusable region (narrow screens scroll it sideways). */
export function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{caption}</caption>
        <TableHead head={head} />
        <tbody className="divide-y divide-slate-100">
          {rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) =>
                j === 0 ? (
                  <th key={j} scope="row" className={`${td} text-left font-medium`}>
                    {c}
                  </th>
                ) : (
                  <td key={j} className={td}>
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
