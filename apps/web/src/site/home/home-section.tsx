import type { ReactNode } from 'react';

/** A landing page section: anchor target (focusable for skip-to), centred heading, content. */
export function HomeSection({
  id,
  heading,
  muted = false,
  renderNear,
  children,
}: {
  id: string;
  heading: string;
  muted?: boolean;
  /**
   * For a section below the first screen: its estimated heights (`contain-intrinsic-size`), as Tailwind
   * classes written out in full so Tailwind finds them; the section is then `render-near` (decision 0281).
   */
  renderNear?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-heading`}
      className={[muted ? 'bg-slate-50 py-16' : 'py-16', renderNear && `render-near ${renderNear}`]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id={`${id}-heading`} className="text-center text-3xl font-bold text-brand-900">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}
