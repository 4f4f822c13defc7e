import { fromPromise } from 'xstate';

/** One call a fake promise actor received; it stays pending until the test settles it. */
export interface FakeCall {
  readonly src: string;
  /** The actor id: the invoke id, or the id a spawn gave (e.g. 'backgroundCapture'). */
  readonly id: string;
  readonly input: unknown;
  state: 'pending' | 'resolved' | 'rejected';
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors whose outcome the test decides: every call is recorded and stays pending until
 * `settle` resolves or rejects it, as a model path's `xstate.done.actor.*` or `xstate.error.actor.*`
 * step says.
 */
export class FakeActors {
  readonly calls: FakeCall[] = [];

  promise<TOutput, TInput>(src: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, self }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.calls.push({
            src,
            id: self.id,
            input,
            state: 'pending',
            resolve: (v) => resolve(v as TOutput),
            reject,
          });
        }),
    );
  }

  pending(id: string): FakeCall | undefined {
    return this.calls.find((call) => call.id === id && call.state === 'pending');
  }

  /** Settles the oldest pending call of actor `id`; false when none is pending. */
  settle(id: string, outcome: { ok: true; output?: unknown } | { ok: false; error: unknown }): boolean {
    const call = this.pending(id);
    if (!call) return false;
    if (outcome.ok) {
      call.state = 'resolved';
      call.resolve(outcome.output);
    } else {
      call.state = 'rejected';
      call.reject(outcome.error);
    }
    return true;
  }

  /** Forgets every call, so one provided machine (costly to build) serves many replays. */
  reset(): void {
    this.calls.length = 0;
  }

  inputsOf<T>(src: string): T[] {
    return this.calls.filter((call) => call.src === src).map((call) => call.input as T);
  }
}

/** Lets settled promises deliver their done/error events to the actor. */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `count` quote-progress ticks (75 ms each) on a simulated clock, one at a time as timers re-arm. */
export function ticks(clock: { increment: (ms: number) => void }, count: number, ms = 75) {
  for (let i = 0; i < count; i++) clock.increment(ms);
}
