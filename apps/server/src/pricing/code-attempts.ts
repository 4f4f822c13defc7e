/**
 * Refused promotion-code attempts per client (issue 38 row 11, decision 0310). A client (the capture
 * route's rate-limit key, its address) whose codes were refused `max` different times within `windowMs`
 * of the first is refused every code, a valid one too, until that window has passed: 120 guesses a minute
 * found an unadvertised code from a 14-word list; this leaves a few an hour. Kept in memory per server
 * process, as the route's rate limit is; a restart forgets it.
 */
export const CODE_ATTEMPT_LIMITS = { max: 5, windowMs: 15 * 60_000 } as const;

/** How many clients are remembered at most; the oldest window is forgotten first. */
const MAX_CLIENTS = 10_000;

interface Window {
  since: number;
  codes: Set<string>;
}

/** One client's view: whether its codes are refused now, and recording a refused one. */
export interface ClientCodeAttempts {
  blocked(now: Date): boolean;
  refused(code: string | undefined, now: Date): void;
}

export class CodeAttempts {
  private readonly clients = new Map<string, Window>();

  constructor(
    private readonly limits: { max: number; windowMs: number } = CODE_ATTEMPT_LIMITS,
    private readonly maxClients = MAX_CLIENTS,
  ) {}

  /** The attempts of `client` (the rate-limit key). */
  of(client: string): ClientCodeAttempts {
    return {
      blocked: (now) => (this.current(client, now)?.codes.size ?? 0) >= this.limits.max,
      refused: (code, now) => this.refused(client, code, now),
    };
  }

  private current(client: string, now: Date): Window | undefined {
    const w = this.clients.get(client);
    if (w && now.getTime() - w.since >= this.limits.windowMs) {
      this.clients.delete(client);
      return undefined;
    }
    return w;
  }

  /** A code refused to `client`: one attempt per different code (a prospect retyping one is not guessing). */
  private refused(client: string, typed: string | undefined, now: Date): void {
    const code = typed?.trim().toUpperCase();
    if (!code) return;
    let w = this.current(client, now);
    if (!w) {
      w = { since: now.getTime(), codes: new Set() };
      this.clients.set(client, w);
      // Map order is insertion order: the first key is the oldest window.
      if (this.clients.size > this.maxClients) this.clients.delete(this.clients.keys().next().value!);
    }
    w.codes.add(code);
  }
}
