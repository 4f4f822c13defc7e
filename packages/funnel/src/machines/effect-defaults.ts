/**
 * The defaults both charts put in `setup` for their side effects, until the app replaces them with
 * `machine.provide({...})`. Internal to the package: the public vocabulary is in `effects.ts`.
 */

/** The default of an actor the app must provide: it rejects, naming what is missing. */
export const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/** Logs a failed background capture (`xstate.error.actor.*`): the person does not need to see it. */
export const logCaptureError = {
  type: 'logError',
  params: ({ event }: { event: { error?: unknown } }) => ({
    message: 'Lead capture failed',
    error: event.error,
  }),
} as const;
