import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** What part of a chart a diagram draws. */
export interface DiagramOptions {
  /** The state drawn as the diagram's frame, as a dot path from the machine's root (default: the root). */
  root?: string;
  /** States drawn as one box, their inner states left out (dot paths from the machine's root). */
  collapse?: readonly string[];
}

/** One transition of a chart as XState v5 defines it (`StateNode.transitions`, `.always`, `.initial`). */
interface Transition {
  eventType: string | null;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions: readonly unknown[];
  reenter: boolean;
  description?: string | undefined;
  source: AnyStateNode;
}

interface Edge {
  from: string;
  to: string;
  label: string;
  /** The drawn state whose block holds the edge (its source's and target's nearest common frame). */
  block: AnyStateNode;
}

const WRAP = 44;

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

function nodeAt(machine: AnyStateMachine, path: string): AnyStateNode {
  let node: AnyStateNode = machine.root;
  for (const key of path.split('.')) {
    const next = (node.states as Record<string, AnyStateNode>)[key];
    if (!next) throw new Error(`${machine.id} has no state ${path}`);
    node = next;
  }
  return node;
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>);
}

function descendants(node: AnyStateNode): AnyStateNode[] {
  return childrenOf(node).flatMap((child) => [child, ...descendants(child)]);
}

/** The states the diagram draws, in document order: the frame and everything inside it not collapsed. */
function drawnNodes(frame: AnyStateNode, collapsed: ReadonlySet<AnyStateNode>): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    out.push(node);
    if (!collapsed.has(node)) childrenOf(node).forEach(visit);
  };
  visit(frame);
  return out;
}

/** Mermaid ids share one namespace: a state's key, or its path from the frame when the key repeats. */
function mermaidIds(frame: AnyStateNode, drawn: readonly AnyStateNode[]): Map<AnyStateNode, string> {
  const inner = drawn.filter((n) => n !== frame);
  const count = new Map<string, number>();
  for (const n of inner) count.set(n.key, (count.get(n.key) ?? 0) + 1);
  return new Map(
    inner.map((n) => [
      n,
      count.get(n.key) === 1 ? safeId(n.key) : safeId(n.path.slice(frame.path.length).join('_')),
    ]),
  );
}

function safeId(text: string): string {
  return text.replace(/[^A-Za-z0-9_]/g, '_');
}

function externalId(node: AnyStateNode): string {
  return `outside_${safeId(node.path.join('_'))}`;
}

function pathOf(node: AnyStateNode): string {
  return node.path.join('.');
}

function isInside(node: AnyStateNode, frame: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === frame) return true;
  return false;
}

/** The innermost drawn frame holding both ends (the diagram's frame for anything that leaves it). */
function commonFrame(a: AnyStateNode, b: AnyStateNode, frame: AnyStateNode): AnyStateNode {
  if (!isInside(a, frame) || !isInside(b, frame)) return frame;
  for (let n = a.parent; n && n !== frame; n = n.parent) if (isInside(b, n) && b !== n) return n;
  return frame;
}

function initialOf(node: AnyStateNode): AnyStateNode {
  return (node.initial?.target?.[0] as AnyStateNode | undefined) ?? childrenOf(node)[0] ?? node;
}

/** The state's own transitions, in the definition's order: events, delays, invoke done/error, eventless. */
function transitionsOf(node: AnyStateNode): Transition[] {
  const own = [...(node.transitions as Map<string, Transition[]>).values()].flat();
  return [...own, ...((node.always ?? []) as Transition[])];
}

function eventLabel(eventType: string | null, source: AnyStateNode): string {
  if (!eventType) return '';
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) {
    // An invoked actor by its source's name (its id may be generated); a spawned one by its id.
    const invoked = invokeDefs(source).find((i) => i.id === done[2]);
    return `${invoked && typeof invoked.src === 'string' ? invoked.src : done[2]} ${done[1]}`;
  }
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (stateDone) return `${stateDone[1]} done`;
  return eventType;
}

function transitionLabel(t: Transition): string {
  const event = t.eventType?.startsWith('xstate.after.')
    ? `after ${delayName((t as { delay?: unknown }).delay, t.eventType)}`
    : eventLabel(t.eventType, t.source);
  const parts = [event];
  if (t.guard !== undefined) parts.push(`[${guardLabel(t.guard)}]`);
  const actions = t.actions.map(actionLabel);
  if (actions.length) parts.push(`/ ${actions.join(', ')}`);
  else if (!t.target?.length && t.eventType) parts.push('(ignored)');
  if (t.reenter) parts.push('(reenter)');
  if (t.description) parts.push(`: ${t.description}`);
  return escape(parts.filter(Boolean).join(' '));
}

function delayName(delay: unknown, eventType: string): string {
  if (typeof delay === 'number') return `${delay} ms`;
  if (typeof delay === 'string') return delay;
  return eventType.replace(/^xstate\.after\./, '');
}

function labelSuffix(t: Transition): string {
  const actions = t.actions.map(actionLabel);
  return actions.length ? `: ${escape(`/ ${actions.join(', ')}`)}` : '';
}

/** `name`, `name(param values)`, or for built-ins (`assign`, `not`, ...) their own name. */
function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    return typeof type === 'string' ? type.replace(/^xstate\./, '') : action.name || 'inline';
  }
  if (action && typeof action === 'object' && 'type' in action) {
    const { type, params } = action as { type: unknown; params?: unknown };
    return `${String(type)}${paramsLabel(params)}`;
  }
  return 'inline';
}

function guardLabel(guard: unknown): string {
  if (typeof guard === 'function') {
    const { guards, check } = guard as { guards?: unknown[]; check?: { name?: string } };
    const inner = (guards ?? []).map(guardLabel);
    const kind = (check?.name ?? guard.name).replace(/^check/, '').toLowerCase();
    if (kind === 'not' && inner.length === 1) return `!${inner[0]}`;
    if (kind === 'and' || kind === 'or') return inner.join(kind === 'and' ? ' && ' : ' || ');
    if (kind === 'statein') return 'stateIn';
    return guard.name || 'inline';
  }
  return actionLabel(guard);
}

/** Parameters given as values show (the short ones); computed ones (a function) do not. */
function paramsLabel(params: unknown): string {
  if (!params || typeof params !== 'object') return '';
  const values = Object.values(params as Record<string, unknown>)
    .filter((v): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v))
    .map(String)
    .filter((v) => v.length <= 32);
  return values.length ? `(${values.join(', ')})` : '';
}

/** The lines inside a state's box: its description (wrapped), entry actions, invoked actors. */
function stateTexts(node: AnyStateNode, collapsed: boolean): string[] {
  const texts = node.description ? wrap(node.description) : [];
  const entry = entryActions(node);
  if (entry.length) texts.push(...wrap(`entry / ${entry.join(', ')}`));
  for (const invoke of invokesOf(node)) texts.push(`invoke ${invoke}`);
  if (collapsed) texts.push(`(${descendants(node).length} inner states, drawn on their own)`);
  return texts.map(escape);
}

/** The entry actions as written (`StateNode.entry` adds the `raise` that starts an `after` delay). */
function entryActions(node: AnyStateNode): string[] {
  return [(node.config as { entry?: unknown }).entry].flat().filter(Boolean).map(actionLabel);
}

function invokeDefs(node: AnyStateNode): { id: string; src: unknown }[] {
  return (node as { invoke?: { id: string; src: unknown }[] }).invoke ?? [];
}

function invokesOf(node: AnyStateNode): string[] {
  return invokeDefs(node).map((i) => (typeof i.src === 'string' ? i.src : i.id));
}

/** The note on the frame's initial state: its invoked actors and the transitions of every state inside it. */
function frameNote(frame: AnyStateNode): string[] {
  const entry = entryActions(frame);
  const lines = entry.length ? [escape(`entry / ${entry.join(', ')}`)] : [];
  lines.push(...invokesOf(frame).map((src) => `invoke ${src}`));
  const own = transitionsOf(frame);
  if (own.length) lines.push(lines.length ? 'and in every state:' : 'In every state:');
  for (const t of own) {
    const target = t.target?.length ? ` → ${t.target.map((n) => n.key).join(', ')}` : '';
    lines.push(`${transitionLabel(t)}${escape(target)}`);
  }
  return lines;
}

function wrap(text: string): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > WRAP) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/**
 * Mermaid's entity codes for the characters its state-diagram grammar would take (`;` ends a statement,
 * braces open a frame, `"` ends a label, `#` starts a code) or its HTML labels would drop (`<`, `>`).
 */
function escape(text: string): string {
  return text.replace(/[#;{}<>"]/g, (c) => `#${c.charCodeAt(0)};`);
}
