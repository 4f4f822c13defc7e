import type { AnyStateMachine, AnyStateNode } from 'xstate';

// A chart's states as a diagram walks them: by path, in document order, with their transitions and
// invoked actors as XState v5 defines them, and the ids Mermaid draws them with.

/** One transition of a chart as XState v5 defines it (`StateNode.transitions`, `.always`, `.initial`). */
export interface Transition {
  eventType: string | null;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions: readonly unknown[];
  reenter: boolean;
  description?: string | undefined;
  source: AnyStateNode;
}

export function nodeAt(machine: AnyStateMachine, path: string): AnyStateNode {
  let node: AnyStateNode = machine.root;
  for (const key of path.split('.')) {
    const next = (node.states as Record<string, AnyStateNode>)[key];
    if (!next) throw new Error(`${machine.id} has no state ${path}`);
    node = next;
  }
  return node;
}

export function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>);
}

export function descendants(node: AnyStateNode): AnyStateNode[] {
  return childrenOf(node).flatMap((child) => [child, ...descendants(child)]);
}

/** The states the diagram draws, in document order: the frame and everything inside it not collapsed. */
export function drawnNodes(frame: AnyStateNode, collapsed: ReadonlySet<AnyStateNode>): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    out.push(node);
    if (!collapsed.has(node)) childrenOf(node).forEach(visit);
  };
  visit(frame);
  return out;
}

/** Mermaid ids share one namespace: a state's key, or its path from the frame when the key repeats. */
export function mermaidIds(frame: AnyStateNode, drawn: readonly AnyStateNode[]): Map<AnyStateNode, string> {
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

export function externalId(node: AnyStateNode): string {
  return `outside_${safeId(node.path.join('_'))}`;
}

export function pathOf(node: AnyStateNode): string {
  return node.path.join('.');
}

export function isInside(node: AnyStateNode, frame: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === frame) return true;
  return false;
}

/** The innermost drawn frame holding both ends (the diagram's frame for anything that leaves it). */
export function commonFrame(a: AnyStateNode, b: AnyStateNode, frame: AnyStateNode): AnyStateNode {
  if (!isInside(a, frame) || !isInside(b, frame)) return frame;
  for (let n = a.parent; n && n !== frame; n = n.parent) if (isInside(b, n) && b !== n) return n;
  return frame;
}

export function initialOf(node: AnyStateNode): AnyStateNode {
  return (node.initial?.target?.[0] as AnyStateNode | undefined) ?? childrenOf(node)[0] ?? node;
}

/** The state's own transitions, in the definition's order: events, delays, invoke done/error, eventless. */
export function transitionsOf(node: AnyStateNode): Transition[] {
  const own = [...(node.transitions as Map<string, Transition[]>).values()].flat();
  return [...own, ...((node.always ?? []) as Transition[])];
}

export function invokeDefs(node: AnyStateNode): { id: string; src: unknown }[] {
  return (node as { invoke?: { id: string; src: unknown }[] }).invoke ?? [];
}

export function invokesOf(node: AnyStateNode): string[] {
  return invokeDefs(node).map((i) => (typeof i.src === 'string' ? i.src : i.id));
}
