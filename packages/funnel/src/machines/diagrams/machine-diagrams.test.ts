/**
 * docs/machines.md draws the charts from their definitions: each diagram between its markers must be the one
 * `npm run diagrams -w @pw/funnel` writes now. The generator is pinned on a small chart of its own.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assign, createMachine, fromPromise, not, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { bookingModalMachine } from '../booking-modal.machine.js';
import {
  diagramSection,
  isSectionCurrent,
  machineDiagrams,
  withDiagramSections,
} from './machine-diagrams.js';
import { mermaidStateDiagram } from './mermaid-state-diagram.js';

const docsPath = fileURLToPath(new URL('../../../../../docs/machines.md', import.meta.url));
const REGENERATE = 'npm run diagrams -w @pw/funnel';

describe('the diagrams of docs/machines.md', () => {
  const docs = readFileSync(docsPath, 'utf8');

  it.each(machineDiagrams().map((d) => [d.name, d] as const))(
    '%s is drawn from its chart',
    (name, diagram) => {
      expect(diagramSection(docs, name), `docs/machines.md has no markers for ${name}`).not.toBeNull();
      // Compared as text, so a failure shows the lines that differ.
      expect(
        diagramSection(docs, name),
        `docs/machines.md: the ${name} diagram differs from its chart; run \`${REGENERATE}\` and commit the result`,
      ).toBe(diagramSection(withDiagramSections(docs, [diagram]), name));
    },
  );

  it('are all the diagrams the file has markers for', () => {
    const names = [...docs.matchAll(/^<!-- diagram:(\S+):start -->$/gm)].map((m) => m[1]);
    expect(names).toEqual(machineDiagrams().map((d) => d.name));
  });

  it('notices a chart that changed without its diagram', () => {
    // The booking modal's chart with one more state (its actions are only names here: nothing runs).
    const config = bookingModalMachine.config as Parameters<typeof createMachine>[0];
    const changed = createMachine({
      ...config,
      states: { ...config.states, extra: { description: 'A new step.' } },
    });
    const redrawn = { ...machineDiagrams()[2]!, mermaid: mermaidStateDiagram(changed) };
    expect(redrawn.name).toBe('bookingModal');
    expect(isSectionCurrent(docs, redrawn)).toBe(false);
    expect(isSectionCurrent(withDiagramSections(docs, [redrawn]), redrawn)).toBe(true);
  });

  it('writing them again changes nothing, and the same charts give the same text', () => {
    expect(withDiagramSections(docs, machineDiagrams()) === docs, `run \`${REGENERATE}\``).toBe(true);
    expect(machineDiagrams()).toEqual(machineDiagrams());
  });

  it('refuses a document without the markers', () => {
    expect(() => withDiagramSections('# No diagrams\n', machineDiagrams())).toThrow(
      'no <!-- diagram:onboardingWizard:start -->',
    );
  });
});

describe('mermaidStateDiagram', () => {
  const chart = setup({
    actors: { load: fromPromise(() => Promise.resolve(1)) },
    actions: { note: (_, _params: { text: string }) => {} },
    guards: { ready: () => true, isFull: () => false },
    delays: { tick: 100 },
  }).createMachine({
    id: 'demo',
    initial: 'idle',
    on: { reset: { target: '.idle', actions: assign({}) } },
    states: {
      idle: {
        description: 'Waits; braces {x} and <tags> are escaped.',
        on: {
          go: [
            { guard: not('isFull'), target: 'busy' },
            { actions: { type: 'note', params: { text: 'full' } } },
          ],
        },
        always: { guard: 'ready', target: 'busy' },
      },
      busy: {
        initial: 'loading',
        states: {
          loading: {
            invoke: { src: 'load', onDone: 'shown', onError: '#demo.idle' },
            entry: { type: 'note', params: { text: 'loading' } },
          },
          shown: { after: { tick: { target: 'loading', reenter: true } }, on: { stop: {} } },
        },
      },
      done: { type: 'final' },
    },
  });

  it('draws states, frames, guards, invokes, delays and the frame-wide transitions', () => {
    expect(mermaidStateDiagram(chart)).toBe(
      [
        'stateDiagram-v2',
        '  direction LR',
        '  idle',
        '  idle: idle',
        '  idle: Waits#59; braces #123;x#125; and #60;tags#62; are escaped.',
        '  state "busy" as busy {',
        '    loading',
        '    loading: loading',
        '    loading: entry / note(loading)',
        '    loading: invoke load',
        '    shown',
        '    [*] --> loading',
        '    loading --> shown: load done',
        '    shown --> shown: stop (ignored)',
        '    shown --> loading: after tick (reenter)',
        '  }',
        '  done',
        '  done --> [*]',
        '  [*] --> idle',
        '  idle --> busy: go [!isFull]',
        '  idle --> idle: go / note(full)',
        '  idle --> busy: [ready]',
        '  loading --> idle: load error',
        '  note right of idle',
        '    In every state:',
        '    reset / assign → idle',
        '  end note',
        '',
      ].join('\n'),
    );
  });

  it('draws a collapsed state as one box and a sub-chart with the states outside it by path', () => {
    const collapsed = mermaidStateDiagram(chart, { collapse: ['busy'] });
    expect(collapsed).toContain('  busy: (2 inner states, drawn on their own)\n');
    expect(collapsed).toContain('  busy --> idle: load error\n');
    expect(collapsed).not.toContain('loading');

    const inner = mermaidStateDiagram(chart, { root: 'busy' });
    expect(inner).toContain('  loading --> outside_idle: load error\n');
    expect(inner).toContain('  state "idle" as outside_idle\n');
    expect(() => mermaidStateDiagram(chart, { root: 'nowhere' })).toThrow('demo has no state nowhere');
  });

  it('names a repeated key by its path', () => {
    const twice = createMachine({
      initial: 'a',
      states: { a: { initial: 'x', states: { x: {} } }, b: { initial: 'x', states: { x: {} } } },
    });
    expect(mermaidStateDiagram(twice)).toContain('[*] --> a_x');
    expect(mermaidStateDiagram(twice)).toContain('[*] --> b_x');
  });
});
