/** Splits the comma-separated `serviceNeeded` text into trimmed, non-empty names. */
export function parseServices(services: string | readonly string[] | null | undefined): string[] {
  const list = typeof services === 'string' ? services.split(',') : (services ?? []);
  return list.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Joins service names the way the webhook and the lead row carry them: 'A, B'. */
export function joinServices(services: readonly string[]): string {
  return services.join(', ');
}
