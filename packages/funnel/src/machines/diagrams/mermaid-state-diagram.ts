import type { AnyStateMachine, AnyStateNode } from 'xstate';
import {
  childrenOf,
  commonFrame,
  descendants,
  drawnNodes,
  externalId,
  initialOf,
  isInside,
  mermaidIds,
  nodeAt,
  pathOf,
  transitionsOf,
  type Transition,
} from './chart-nodes.js';
import { escape, frameNote, labelSuffix, stateTexts, transitionLabel } from './mermaid-labels.js';

/** What part of a chart a diagram draws. */
export interface DiagramOptions {
  /** The state drawn as the diagram's frame, as a dot path from the machine's root (default: the root). */
  root?: string;
  /** States drawn as one box, their inner states left out (dot paths from the machine's root). */
  collapse?: readonly string[];
}

interface Edge {
  from: string;
  to: string;
  label: string;
  /** The drawn state whose block holds the edge (its source's and target's nearest common frame). */
  block: AnyStateNode;
}

/**
 * A Mermaid `stateDiagram-v2` of an XState v5 chart, read from its definition (`machine.root`): states in
 * the definition's order with their descriptions, entry actions and invoked actors; compound and parallel
 * states as frames; transitions labelled with the event (`captureLead done`, `after progressTick`, none
 * for eventless ones), the guard in brackets and the actions after a slash. The frame's own transitions
 * (they apply in every state inside it) are a note on its initial state. Pure: the same definition gives
 * the same text.
 */
export function mermaidStateDiagram(machine: AnyStateMachine, options: DiagramOptions = {}): string {
  const frame = options.root ? nodeAt(machine, options.root) : machine.root;
  const collapsed = new Set((options.collapse ?? []).map((path) => nodeAt(machine, path)));
  const drawn = drawnNodes(frame, collapsed);
  const ids = mermaidIds(frame, drawn);

  /** The drawn box a state shows in: itself, the collapsed state around it, or (outside the frame) itself. */
  const boxOf = (node: AnyStateNode): AnyStateNode => {
    for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (collapsed.has(n)) return n;
    return node;
  };
  const external: AnyStateNode[] = [];
  const idOf = (node: AnyStateNode): string => {
    const box = boxOf(node);
    if (box === frame) return idOf(initialOf(frame));
    if (!isInside(box, frame) && !external.includes(box)) external.push(box);
    return ids.get(box) ?? externalId(box);
  };

  const edges: Edge[] = [];
  const addEdge = (source: AnyStateNode, t: Transition) => {
    const from = boxOf(source);
    for (const target of t.target?.length ? t.target : [source]) {
      const to = boxOf(target);
      if (from === to && from !== source) continue; // within a collapsed state
      const label = transitionLabel(t);
      const block = commonFrame(from, to, frame);
      const edge = { from: idOf(from), to: idOf(to), label, block };
      if (!edges.some((e) => e.from === edge.from && e.to === edge.to && e.label === edge.label)) {
        edges.push(edge);
      }
    }
  };
  for (const node of drawn) {
    if (node === frame) continue;
    for (const t of transitionsOf(node)) addEdge(node, t);
    if (collapsed.has(node))
      for (const inner of descendants(node)) for (const t of transitionsOf(inner)) addEdge(inner, t);
  }

  const lines: string[] = ['stateDiagram-v2', '  direction LR'];
  const write = (node: AnyStateNode, indent: string) => {
    const children = childrenOf(node);
    const parallel = node.type === 'parallel';
    children.forEach((child, i) => {
      if (parallel && i > 0) lines.push(`${indent}--`);
      const id = ids.get(child)!;
      if (childrenOf(child).length && !collapsed.has(child)) {
        // A frame takes a label only: its name, then its texts, one per line.
        const label = [escape(child.key), ...stateTexts(child, false)].join('<br/>');
        lines.push(`${indent}state "${label}" as ${id} {`);
        write(child, `${indent}  `);
        lines.push(`${indent}}`);
        return;
      } else if (child.type === 'history') {
        lines.push(`${indent}state "${child.key} (history)" as ${id}`);
      } else {
        lines.push(`${indent}${id}`);
      }
      // A box with texts takes its first one as its title: the state's name.
      const texts = stateTexts(child, collapsed.has(child));
      if (texts.length)
        for (const text of [escape(child.key), ...texts]) lines.push(`${indent}${id}: ${text}`);
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    });
    if (!parallel && node.initial?.target?.length) {
      const initial = node.initial.target[0] as AnyStateNode;
      lines.push(`${indent}[*] --> ${ids.get(initial) ?? idOf(initial)}${labelSuffix(node.initial)}`);
    }
    for (const edge of edges) {
      if (edge.block === node)
        lines.push(`${indent}${edge.from} --> ${edge.to}${edge.label ? `: ${edge.label}` : ''}`);
    }
  };
  write(frame, '  ');

  for (const node of external) lines.push(`  state "${escape(pathOf(node))}" as ${externalId(node)}`);

  const frameLines = frameNote(frame);
  const first = childrenOf(frame)[0];
  if (frameLines.length && first) {
    lines.push(`  note right of ${ids.get(initialOf(frame)) ?? ids.get(first)!}`);
    for (const text of frameLines) lines.push(`    ${text}`);
    lines.push('  end note');
  }
  return `${lines.join('\n')}\n`;
}
