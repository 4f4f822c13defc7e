import type { AnyStateNode } from 'xstate';
import { descendants, invokeDefs, invokesOf, transitionsOf, type Transition } from './chart-nodes.js';

// The texts of a Mermaid state diagram: transition labels (event, [guard], / actions), a state's lines
// and the frame's note, escaped for Mermaid's grammar.

const WRAP = 44;

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

export function transitionLabel(t: Transition): string {
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

export function labelSuffix(t: Transition): string {
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
export function stateTexts(node: AnyStateNode, collapsed: boolean): string[] {
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

/** The note on the frame's initial state: its invoked actors and the transitions of every state inside it. */
export function frameNote(frame: AnyStateNode): string[] {
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
export function escape(text: string): string {
  return text.replace(/[#;{}<>"]/g, (c) => `#${c.charCodeAt(0)};`);
}
