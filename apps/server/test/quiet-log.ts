/** A logger for tests that keeps what was logged, so a test can assert on it, and prints nothing. */
export function quietLog() {
  const lines: { level: string; obj: unknown; msg?: string }[] = [];
  const at =
    (level: string) =>
    (obj: unknown, msg?: string): void => {
      lines.push({ level, obj, ...(msg !== undefined ? { msg } : {}) });
    };
  return { lines, info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') };
}
