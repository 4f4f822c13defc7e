import type { AnyStateMachine } from 'xstate';
import { bookingModalMachine } from '../booking-modal.machine.js';
import { followUpMachine } from '../../follow-ups/follow-up.machine.js';
import { onboardingWizardMachine } from '../onboarding-wizard/onboarding-wizard.machine.js';
import { mermaidStateDiagram, type DiagramOptions } from './mermaid-state-diagram.js';

/** One diagram of docs/machines.md, drawn from a chart's definition. */
export interface MachineDiagram {
  /** The state it draws, `machineId` or `machineId.path`; also the name of its section in the docs. */
  name: string;
  title: string;
  mermaid: string;
}

const DIAGRAMS: readonly { title: string; machine: AnyStateMachine; options?: DiagramOptions }[] = [
  {
    title: 'Onboarding wizard',
    machine: onboardingWizardMachine,
    options: { collapse: ['result.scheduling'] },
  },
  {
    title: 'The scheduler (result.scheduling)',
    machine: onboardingWizardMachine,
    options: { root: 'result.scheduling' },
  },
  { title: 'Booking modal', machine: bookingModalMachine },
  { title: 'Follow-up sequence', machine: followUpMachine },
];

/**
 * The diagrams of docs/machines.md, in the order the page shows them, generated from the charts: the
 * wizard (its scheduler as one box), the scheduler, the booking modal. Pure and deterministic.
 */
export function machineDiagrams(): MachineDiagram[] {
  return DIAGRAMS.map(({ title, machine, options }) => ({
    name: options?.root ? `${machine.id}.${options.root}` : machine.id,
    title,
    mermaid: mermaidStateDiagram(machine, options),
  }));
}

const marker = (name: string, end: 'start' | 'end') => `<!-- diagram:${name}:${end} -->`;

/** What goes between a diagram's markers in the docs: a Mermaid code block. */
function sectionBody(diagram: MachineDiagram): string {
  return `\n\`\`\`mermaid\n${diagram.mermaid}\`\`\`\n`;
}

/** The text between a diagram's markers in a Markdown document, or null when the markers are missing. */
export function diagramSection(markdown: string, name: string): string | null {
  const start = markdown.indexOf(marker(name, 'start'));
  const end = markdown.indexOf(marker(name, 'end'));
  if (start < 0 || end < start) return null;
  return markdown.slice(start + marker(name, 'start').length, end);
}

/** Does the document's section hold exactly this diagram? */
export function isSectionCurrent(markdown: string, diagram: MachineDiagram): boolean {
  return diagramSection(markdown, diagram.name) === sectionBody(diagram);
}

/** The document with each diagram written between its markers; throws when a diagram has no markers. */
export function withDiagramSections(markdown: string, diagrams: readonly MachineDiagram[]): string {
  let out = markdown;
  for (const diagram of diagrams) {
    const current = diagramSection(out, diagram.name);
    if (current === null) {
      throw new Error(`no ${marker(diagram.name, 'start')} ... ${marker(diagram.name, 'end')} markers`);
    }
    const start = out.indexOf(marker(diagram.name, 'start')) + marker(diagram.name, 'start').length;
    out = out.slice(0, start) + sectionBody(diagram) + out.slice(start + current.length);
  }
  return out;
}
