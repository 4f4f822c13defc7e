/** Lighthouse's mobile profile through CDP: CPU 4x, 150 ms round trips, 1.6 Mbps (phone-profile.mjs). */
export declare function slowPhone(cdp: {
  send(method: string, params?: Record<string, unknown>): Promise<unknown>;
}): Promise<void>;
