import {
  createActor,
  SimulatedClock,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getStateNodes, type Step } from 'xstate/graph';
import { flush, type FakeActors } from './fake-actors.testkit.js';

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
}

/** A stable name for one transition definition: source, event and its place among the candidates. */
export function transitionKey(t: TransitionLike): string {
  if (t.eventType === '') return `${t.source.id} always#${t.source.always?.indexOf(t as never) ?? 0}`;
  const candidates = t.source.transitions.get(t.eventType) ?? [];
  return `${t.source.id} ${t.eventType}#${candidates.indexOf(t as never)}`;
}

/** Every state node id (the root excluded) and every transition definition of a machine. */
export function machineInventory(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = getStateNodes(machine.root);
  const transitions: string[] = [];
  for (const node of [machine.root, ...nodes]) {
    for (const defs of node.transitions.values()) for (const t of defs) transitions.push(transitionKey(t));
    for (const t of node.always ?? []) transitions.push(transitionKey(t));
  }
  return { states: nodes.map((n) => n.id), transitions };
}

function activeIds(rootId: string, value: StateValue, prefix = rootId): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, sub]) => [
    `${prefix}.${key}`,
    ...(sub ? activeIds(rootId, sub, `${prefix}.${key}`) : []),
  ]);
}

/** Collects the states entered and transitions taken, from the actor's inspection events. */
export class Coverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  constructor(private readonly machine: AnyStateMachine) {}

  readonly inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions as TransitionLike[]) this.transitions.add(transitionKey(t));
    }
    if (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') {
      const snapshot = event.snapshot as { machine?: unknown; value?: StateValue };
      if (snapshot.machine && snapshot.value !== undefined) {
        for (const id of activeIds(this.machine.id, snapshot.value)) this.states.add(id);
      }
    }
  };

  /** 'name: states 27/27 (100%), transitions 64/64 (100%)', plus what is missing. */
  report(): { line: string; missing: string[]; complete: boolean } {
    const all = machineInventory(this.machine);
    const missing = [
      ...all.states.filter((s) => !this.states.has(s)).map((s) => `state ${s}`),
      ...all.transitions.filter((t) => !this.transitions.has(t)).map((t) => `transition ${t}`),
    ];
    const s = all.states.filter((x) => this.states.has(x)).length;
    const t = all.transitions.filter((x) => this.transitions.has(x)).length;
    const pct = (a: number, b: number) => `${Math.floor((100 * a) / b)}%`;
    const line =
      `${this.machine.id}: states ${s}/${all.states.length} (${pct(s, all.states.length)}), ` +
      `transitions ${t}/${all.transitions.length} (${pct(t, all.transitions.length)})`;
    return { line, missing, complete: missing.length === 0 };
  }
}

/** The event types the active states handle (xstate/graph reads the same internal `_nodes`). */
export function handledEvents(snapshot: AnyMachineSnapshot): Set<string> {
  const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
  return new Set(nodes.flatMap((node) => node.ownEvents as string[]));
}

export interface ModelOptions<TSnapshot, TEvent extends AnyEventObject> {
  readonly input?: unknown;
  /** The events a person (or an actor) can cause in a state. */
  readonly events: (snapshot: TSnapshot) => readonly TEvent[];
  /** Drops events a state's screen does not offer. */
  readonly filterEvents?: (snapshot: TSnapshot, event: TEvent) => boolean;
  readonly serializeState: (snapshot: TSnapshot) => string;
  /** Start the model here instead of the initial state (reached by replaying `prefix` first). */
  readonly fromState?: TSnapshot;
  /** States the model does not explore further (another model covers them). */
  readonly stopWhen?: (snapshot: TSnapshot) => boolean;
}

export interface ModelPath<TSnapshot, TEvent> {
  readonly steps: readonly Step<TSnapshot & AnyMachineSnapshot, TEvent & AnyEventObject>[];
}

/**
 * Paths for a model: one per edge of its graph, the shortest path to the edge's source followed by the
 * edge's event. Replaying them all checks every state the model reaches and every event it offers there,
 * so every transition the model can take is taken. The shortest paths are read off the one adjacency
 * map, breadth first from its first state, as getShortestPaths does (every edge weighs 1): that function
 * builds the same map again inside, which was a whole second traversal of the graph per model.
 */
export function modelPaths<TEvent extends AnyEventObject>(
  machine: AnyStateMachine,
  options: ModelOptions<AnyMachineSnapshot, TEvent>,
): { paths: ModelPath<AnyMachineSnapshot, TEvent>[]; stateCount: number } {
  const traversal = {
    input: options.input,
    events: options.events,
    filterEvents: options.filterEvents,
    serializeState: (s: AnyMachineSnapshot) => options.serializeState(s),
    fromState: options.fromState,
    stopWhen: options.stopWhen,
  };
  const adjacency = getAdjacencyMap(machine, traversal as never) as unknown as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: TEvent; state: AnyMachineSnapshot }> }
  >;
  type Steps = ModelPath<AnyMachineSnapshot, TEvent>['steps'];
  // The map's first key is the start (getAdjacencyMap adds states in the order it reaches them).
  const [start] = Object.keys(adjacency);
  if (start === undefined) throw new Error('the model has no states');
  const heads = new Map<string, Steps>([
    [start, [{ state: adjacency[start]!.state, event: { type: 'xstate.init' } }] as never],
  ]);
  const paths: ModelPath<AnyMachineSnapshot, TEvent>[] = [];
  for (const [serial, head] of heads) {
    // A Map iterates the entries added while it is iterated: this is the breadth-first queue.
    for (const { event, state } of Object.values(adjacency[serial]!.transitions)) {
      const steps = [...head, { event, state }] as never as Steps;
      paths.push({ steps });
      const next = options.serializeState(state);
      if (!heads.has(next)) heads.set(next, steps);
    }
  }
  for (const serial of Object.keys(adjacency))
    if (!heads.has(serial)) throw new Error(`no path to ${serial}`);
  assertPrefixClosed(paths);
  return { paths, stateCount: heads.size };
}

/**
 * `replay` checks only a path's last step, which is sound only when every proper prefix of a path
 * (past the initial step) is itself one of the paths: then every step any path takes is some path's
 * last step. modelPaths builds each path as its predecessor's path plus one edge, so this holds;
 * this check keeps it true if that ever changes.
 */
function assertPrefixClosed(paths: readonly ModelPath<AnyMachineSnapshot, AnyEventObject>[]): void {
  // Each path's prefixes as event lists, built one step at a time (the init step included).
  const prefixesOf = (path: ModelPath<AnyMachineSnapshot, AnyEventObject>) => {
    let key = '';
    return path.steps.map((step) => (key += `${JSON.stringify(step.event)}\n`));
  };
  const all = paths.map(prefixesOf);
  const whole = new Set(all.map((prefixes) => prefixes.at(-1)));
  for (const prefixes of all) {
    for (const prefix of prefixes.slice(1, -1)) {
      if (!whole.has(prefix)) throw new Error(`a path's prefix is no path of its own: ${prefix}`);
    }
  }
}

export interface ReplayOptions<TEvent extends AnyEventObject> {
  readonly machine: AnyStateMachine;
  readonly input?: unknown;
  /** Events sent before the path (to reach a model's `fromState`). */
  readonly prefix?: readonly AnyEventObject[];
  readonly fakes: FakeActors;
  readonly coverage: Coverage;
  /** Milliseconds to advance the simulated clock for an `xstate.after.*` event. */
  readonly delayOf: (event: TEvent, snapshot: AnyMachineSnapshot) => number;
  /** Ids of spawned actors whose results may also arrive as plain events when nothing is pending. */
  readonly spawnedIds?: readonly string[];
  /** Called after every step with the actor's snapshot, the model's expected one and the one before. */
  readonly check: (
    actual: AnyMachineSnapshot,
    expected: AnyMachineSnapshot,
    event: TEvent,
    before: AnyMachineSnapshot,
  ) => void;
}

/**
 * Replays a path against a real actor: fake actors settle as each `xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>` step says, delays run on a simulated clock, other events are sent.
 * `check` runs on the last step only: the steps before it are the whole of other model paths (see
 * assertPrefixClosed), each checked as that path's last step, so checking them again on every longer
 * path repeated the same assertions on the same replay (about half of the model tests' time).
 */
export async function replay<TEvent extends AnyEventObject>(
  path: ModelPath<AnyMachineSnapshot, TEvent>,
  options: ReplayOptions<TEvent>,
): Promise<AnyMachineSnapshot> {
  const clock = new SimulatedClock();
  const actor = createActor(options.machine, {
    input: options.input,
    clock,
    inspect: options.coverage.inspect,
  } as never);
  actor.start();
  for (const event of options.prefix ?? []) actor.send(event);
  const lastStep = path.steps.at(-1);
  for (const step of path.steps) {
    const { event, state } = step;
    if (event.type === 'xstate.init') continue;
    const before = actor.getSnapshot() as AnyMachineSnapshot;
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    const id = done?.[1] ?? error?.[1];
    if (id) {
      const outcome = done
        ? { ok: true as const, output: (event as { output?: unknown }).output }
        : { ok: false as const, error: (event as { error?: unknown }).error };
      if (!options.fakes.settle(id, outcome)) {
        if (!options.spawnedIds?.includes(id))
          throw new Error(
            `no pending ${id} for ${event.type} in ${JSON.stringify(actor.getSnapshot().value)} path ${path.steps.map((s) => `${s.event.type}>${JSON.stringify(s.state.value)}`).join(' ')}`,
          );
        actor.send(event);
      }
      await flush();
    } else if (event.type.startsWith('xstate.after.')) {
      clock.increment(options.delayOf(event, actor.getSnapshot() as AnyMachineSnapshot));
    } else {
      // Sent events are processed synchronously; only settled promises need the microtask queue.
      actor.send(event);
    }
    if (step === lastStep) options.check(actor.getSnapshot() as AnyMachineSnapshot, state, event, before);
  }
  const last = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return last;
}
