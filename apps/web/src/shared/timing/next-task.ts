/** Resolves in a later task, so the browser can paint and handle input in between. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
