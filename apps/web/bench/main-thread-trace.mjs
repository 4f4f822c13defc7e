// `npm run bench:trace -w @pw/web`: where the main thread goes until a prerendered page is interactive
// (issue 22, decision 0273). Each page of the early-taps phase (early-taps.mjs) and the bare page, on the
// same phone profile (CPU slowed 4x, 150 ms, 1.6 Mbps), alternated for TRACE_ROUNDS rounds (3 by default),
// with a Chromium performance trace and V8's sampling profiler from navigation to interactive (the root
// layout's `data-hydrated` and, for a control only script serves, its `tap-live` mark). Prints, per page,
// the medians of the main thread's self time by kind of work (HTML parsing, script compiling, script
// running, style, layout, paint, garbage collection, a task's untraced part, the rest) and of script time by chunk (React DOM's
// render and hydration falls in the chunk that holds React DOM). Not part of `npm test` or `npm run bench`.
// BENCH_URL=http://host:port traces a server you started yourself (no build, no start).
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { browserPath } from '../../../scripts/browser-path.mjs';
import { median } from './report.mjs';
import { buildApp, startAppServer, startBarePage } from './serve.mjs';
import { earlyTapPages, phone, untilInteractive } from './early-taps.mjs';

const rounds = Number(process.env.TRACE_ROUNDS ?? 3);
const only = process.env.TRACE_PAGES?.split(',');
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
];

/** A trace event's kind of work, as Lighthouse's main-thread breakdown groups them. */
const kindOf = (name) =>
  ({
    ParseHTML: 'parse HTML',
    ParseAuthorStyleSheet: 'parse CSS',
    'v8.compile': 'compile script',
    'v8.compileModule': 'compile script',
    'V8.CompileCode': 'compile script',
    'v8.parseOnBackground': 'compile script',
    'v8.produceCache': 'compile script',
    'v8.produceModuleCache': 'compile script',
    EvaluateScript: 'run script',
    'v8.evaluateModule': 'run script',
    FunctionCall: 'run script',
    TimerFire: 'run script',
    EventDispatch: 'run script',
    FireAnimationFrame: 'run script',
    RunMicrotasks: 'run script',
    'V8.Execute': 'run script',
    UpdateLayoutTree: 'style',
    RecalculateStyles: 'style',
    Layout: 'layout',
    PrePaint: 'paint',
    Paint: 'paint',
    PaintImage: 'paint',
    Layerize: 'paint',
    UpdateLayer: 'paint',
    CompositeLayers: 'paint',
    Commit: 'paint',
    'Decode Image': 'decode image',
    MajorGC: 'garbage collection',
    MinorGC: 'garbage collection',
    'V8.GC_MC_BACKGROUND_MARKING': 'garbage collection',
  })[name];

/** The renderer main thread of the traced page: the CrRendererMain that parsed the page's HTML. */
function mainThreadOf(events, url) {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

/**
 * Self time per kind of work on the main thread from the page's first HTML parse to `endTs` (trace clock,
 * microseconds): each complete event's duration less its children's, given to its own kind, or to its
 * closest classified ancestor's, or to 'other' inside a task.
 */
function selfTimeByKind(events, thread, startTs, endTs) {
  const spans = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur > 0)
    .filter((e) => e.ts + e.dur > startTs && e.ts < endTs)
    .map((e) => ({ name: e.name, start: Math.max(e.ts, startTs), end: Math.min(e.ts + e.dur, endTs) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const totals = {};
  const stack = [];
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const span = stack.pop();
      const kind = span.kind ?? (span.name === 'RunTask' ? 'task, untraced' : 'other');
      totals[kind] = (totals[kind] ?? 0) + (span.end - span.start - span.childTime) / 1000;
    }
  };
  for (const span of spans) {
    close(span.start);
    const parent = stack.at(-1);
    if (!parent && span.name !== 'RunTask') continue; // only work inside the thread's tasks
    if (parent) parent.childTime += span.end - span.start;
    stack.push({ ...span, childTime: 0, kind: kindOf(span.name) ?? parent?.kind });
  }
  close(Infinity);
  return totals;
}

/** V8's samples on the main thread, self time per script (the chunk's file name) until `endTs`. */
function scriptTimeByChunk(events, thread, endTs) {
  const nodes = new Map();
  const totals = {};
  let ts = null;
  for (const e of events) {
    if (e.pid !== thread.pid) continue;
    if (e.name === 'Profile') ts = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const { cpuProfile, timeDeltas } = e.args.data;
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node.callFrame);
    (cpuProfile?.samples ?? []).forEach((id, i) => {
      const previous = ts;
      ts += timeDeltas[i];
      if (ts > endTs || previous === null) return;
      const frame = nodes.get(id);
      const file = frame?.url
        ? frame.url
            .split('/')
            .pop()
            .replace(/-[\w-]{8}\.js$/, '.js')
        : null;
      const where = file || (frame?.functionName ? `(${frame.functionName})` : '(unknown)');
      totals[where] = (totals[where] ?? 0) + (ts - previous) / 1000;
    });
  }
  return totals;
}

/** One traced visit: the breakdown until interactive (or, for the bare page, until its load). */
async function traceVisit(browser, url, spec) {
  const { page, close } = await phone(browser, spec?.control);
  try {
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: spec ? 'commit' : 'load' });
    if (spec) await untilInteractive(page, spec);
    else await page.waitForTimeout(500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const thread = mainThreadOf(traceEvents, url.split('#')[0]);
    const marks = traceEvents.filter(
      (e) => e.name === 'bench hydrated' || (spec?.key && e.name === `tap-live ${spec.key}`),
    );
    const endTs = spec ? Math.max(...marks.map((e) => e.ts)) : Infinity;
    const startTs = Math.min(
      ...traceEvents.filter((e) => e.pid === thread.pid && e.name === 'ParseHTML').map((e) => e.ts),
    );
    return {
      kinds: selfTimeByKind(traceEvents, thread, startTs, endTs),
      chunks: scriptTimeByChunk(traceEvents, thread, endTs),
    };
  } finally {
    await close();
  }
}

/** Medians per key over the visits, largest first, the keys under 5 ms left out. */
function medians(visits, field) {
  const keys = new Set(visits.flatMap((v) => Object.keys(v[field])));
  return [...keys]
    .map((k) => [k, Math.round(median(visits.map((v) => v[field][k] ?? 0)))])
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1]);
}

const external = process.env.BENCH_URL;
if (!external) buildApp();
const app = external ? { url: external, stop: () => {} } : await startAppServer();
const bare = await startBarePage();
const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] });
try {
  const specs = earlyTapPages.filter((p) => !only || only.includes(p.path));
  const visits = { bare: [], ...Object.fromEntries(specs.map((p) => [p.path, []])) };
  for (let round = 1; round <= rounds; round++) {
    visits.bare.push(await traceVisit(browser, bare.url));
    for (const spec of specs)
      visits[spec.path].push(await traceVisit(browser, new URL(spec.path, app.url).href, spec));
    console.log(`round ${round}/${rounds} traced, load ${loadavg()[0].toFixed(1)}`);
  }
  for (const [name, list] of Object.entries(visits)) {
    const kinds = medians(list, 'kinds');
    const total = kinds.reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`\n${name}: about ${total} ms of main-thread work (medians of ${list.length})`);
    console.log(`  by kind: ${kinds.map(([k, ms]) => `${k} ${ms}`).join(', ')}`);
    console.log(
      `  script by chunk: ${medians(list, 'chunks')
        .map(([k, ms]) => `${k} ${ms}`)
        .join(', ')}`,
    );
  }
} finally {
  await browser.close();
  bare.stop();
  app.stop();
}
