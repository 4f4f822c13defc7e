/** One delivery the webhook receiver recorded. */
export interface ReceivedWebhook {
  receivedAt: string;
  /** The path it was posted to (/hook, or /hook/… for a URL saved in Admin Settings). */
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

function receiverUrl(): string {
  const url = process.env.PW_RECEIVER_URL;
  if (!url) throw new Error('PW_RECEIVER_URL is not set: no receiver was started for this worker');
  return url;
}

/** Every webhook body received so far. */
export async function receivedWebhooks(): Promise<ReceivedWebhook[]> {
  const res = await fetch(`${receiverUrl()}/received`);
  return (await res.json()) as ReceivedWebhook[];
}

/** Waits until the receiver holds deliveries matching `match`, and returns them. */
export async function waitForWebhooks(
  match: (w: ReceivedWebhook) => boolean,
  count = 1,
  timeoutMs = 15_000,
): Promise<ReceivedWebhook[]> {
  const deadline = Date.now() + timeoutMs;
  let found: ReceivedWebhook[] = [];
  while (Date.now() < deadline) {
    found = (await receivedWebhooks()).filter(match);
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`expected ${count} webhook(s), received ${found.length} matching in ${timeoutMs} ms`);
}

/** A unique e-mail per test run, so tests never read each other's leads or deliveries. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
