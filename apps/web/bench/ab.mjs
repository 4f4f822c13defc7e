// `npm run bench:ab -w @pw/web -- <web dist A> <web dist B>`: does build B change what a phone's main
// thread does until a prerendered page is interactive? (issue 22). Serves each `vite build` output
// (`apps/web/dist` after `npm run build`, copied aside) with the real server, then for AB_ROUNDS rounds
// (20 by default) visits each page of AB_PAGES (default `/#contact,/`) once per build on the early-taps
// phone profile (CPU slowed 4x, 150 ms, 1.6 Mbps), in the order A B then B A by turns, and prints per
// page and figure the medians, the median of the paired differences and its 90% bootstrap interval
// (paired.mjs). On this host a difference under 30-40 ms needs the interval to tell it from noise.
// Builds nothing: build both first (apps/server/dist too). Not part of `npm test` or `npm run bench`.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { browserPath } from '../../../scripts/browser-path.mjs';
import { earlyTapPages, measurePage } from './early-taps.mjs';
import { describeDifference, pairedDifference } from './paired.mjs';
import { startAppServer } from './serve.mjs';

const [distA, distB] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: npm run bench:ab -w @pw/web -- <web dist A> <web dist B>');
const rounds = Number(process.env.AB_ROUNDS ?? 20);
const paths = (process.env.AB_PAGES ?? '/#contact,/').split(',');
const specs = paths.map((path) => {
  const spec = earlyTapPages.find((p) => p.path === path);
  if (!spec)
    throw new Error(`AB_PAGES: ${path} is not one of ${earlyTapPages.map((p) => p.path).join(', ')}`);
  return spec;
});
const figures = { mainThreadMs: 'main thread until interactive', interactiveMs: 'interactive' };

const servers = { A: await startAppServer({ webDist: distA }), B: await startAppServer({ webDist: distB }) };
const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] });
try {
  const visits = Object.fromEntries(paths.map((path) => [path, { A: [], B: [] }]));
  for (let round = 0; round < rounds; round++) {
    for (const spec of specs)
      for (const build of round % 2 ? ['B', 'A'] : ['A', 'B'])
        visits[spec.path][build].push(
          await measurePage(browser, new URL(spec.path, servers[build].url).href, spec),
        );
    console.log(`round ${round + 1}/${rounds}, load ${loadavg()[0].toFixed(1)}`);
  }
  console.log(`\nA ${distA}\nB ${distB}\n${rounds} rounds, paired by round`);
  for (const path of paths)
    for (const [key, name] of Object.entries(figures)) {
      const { A, B } = visits[path];
      const difference = pairedDifference(
        A.map((v) => v[key]),
        B.map((v) => v[key]),
      );
      console.log(describeDifference(`${path} ${name}`, difference));
    }
} finally {
  await browser.close();
  servers.A.stop();
  servers.B.stop();
}
