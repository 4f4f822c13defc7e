import { useEffect, useId, useRef, useState } from 'react';
import { machineDiagrams, type MachineDiagram } from '@pw/funnel';
import type { Mermaid } from 'mermaid';

type Drawn = { svg: string } | { error: string } | null;

/**
 * Development only (`/dev/machines`, registered when `import.meta.env.DEV`): every chart of
 * docs/machines.md drawn live from its definition, with Mermaid, offline (decision 0206). Mermaid loads
 * with this page, so no production bundle holds it; inline styles, because styles.css leaves `src/dev/` out
 * of Tailwind's sources (its classes would otherwise reach the production CSS).
 */
export function MachineDiagramsPage() {
  const diagrams = machineDiagrams();
  useEffect(() => {
    document.title = 'Statecharts (development)';
  }, []);
  return (
    <main id="main" tabIndex={-1} style={{ padding: '2rem 1rem', color: '#0f172a', background: '#fff' }}>
      <h1 style={{ fontSize: '1.875rem', fontWeight: 700 }}>Statecharts</h1>
      <p style={{ maxWidth: '48rem', margin: '0.5rem 0 1.5rem' }}>
        Drawn from the machines' definitions in @pw/funnel as this build runs them; docs/machines.md holds the
        same diagrams (<code>npm run diagrams -w @pw/funnel</code>) and says how to read them.
      </p>
      <nav aria-label="Charts" style={{ marginBottom: '2rem' }}>
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
          {diagrams.map((d) => (
            <li key={d.name}>
              <a href={`#${d.name}`} style={{ color: '#1e40af', textDecoration: 'underline' }}>
                {d.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {diagrams.map((d) => (
        <DiagramFigure key={d.name} diagram={d} />
      ))}
    </main>
  );
}

function DiagramFigure({ diagram }: { diagram: MachineDiagram }) {
  const renderId = `diagram-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [drawn, setDrawn] = useState<Drawn>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    void drawMermaid(renderId, diagram.mermaid).then((result) => {
      if (live) setDrawn(result);
    });
    return () => {
      live = false;
    };
  }, [renderId, diagram.mermaid]);
  useEffect(() => {
    // Mermaid's SVG (sanitised by Mermaid itself, strict security level) goes in as markup.
    if (box.current && drawn && 'svg' in drawn) box.current.innerHTML = drawn.svg;
  }, [drawn]);
  return (
    <section id={diagram.name} aria-labelledby={`${diagram.name}-title`} style={{ marginBottom: '3rem' }}>
      <h2 id={`${diagram.name}-title`} style={{ fontSize: '1.5rem', fontWeight: 600 }}>
        {diagram.title}
      </h2>
      <p style={{ fontFamily: 'monospace', margin: '0.25rem 0 1rem' }}>{diagram.name}</p>
      {drawn === null && <p role="status">Drawing…</p>}
      {drawn && 'error' in drawn && (
        <p role="alert" style={{ color: '#991b1b' }}>
          Mermaid could not draw this chart: {drawn.error}
        </p>
      )}
      <div
        ref={box}
        role="img"
        aria-label={`State diagram of ${diagram.title}`}
        style={{ overflowX: 'auto' }}
      />
      <details style={{ marginTop: '1rem' }}>
        <summary style={{ cursor: 'pointer' }}>Mermaid source</summary>
        <pre style={{ overflowX: 'auto', background: '#f1f5f9', padding: '1rem', fontSize: '0.75rem' }}>
          {diagram.mermaid}
        </pre>
      </details>
    </section>
  );
}

let mermaidReady: Promise<Mermaid> | undefined;

async function drawMermaid(id: string, text: string): Promise<Drawn> {
  try {
    mermaidReady ??= import('mermaid').then(({ default: mermaid }) => {
      // Natural size, scrolled sideways: the wizard's chart shrunk to the page's width is unreadable.
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', state: { useMaxWidth: false } });
      return mermaid;
    });
    const { svg } = await (await mermaidReady).render(id, text);
    return { svg };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
