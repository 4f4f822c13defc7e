// Lighthouse's mobile profile applied in real Chromium through the DevTools protocol, shared by the pages
// bench's early taps (apps/web/bench/early-taps.mjs) and their browser test (apps/e2e/tests/early-taps.e2e.ts):
// the CPU slowed 4x, 150 ms round trips, 1.6 Mbps down and 750 Kbps up (issue 22).

/** Applies the profile to the page behind `cdp` (a CDP session: anything with `send(method, params)`). */
export async function slowPhone(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
