// The two servers the pages benchmark measures: the product (the production build served by the real
// server, built first when needed) and the reference, a bare 2 KB HTML page served by plain node:http.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A port nobody listens on right now (other engineers' servers share the machine). */
export const freePort = () =>
  new Promise((res) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });

/**
 * Builds the server and the web app through turbo (a cache hit when nothing changed), so the bench works
 * from a fresh clone. BENCH_SKIP_BUILD=1 measures the dist folders as they are.
 */
export function buildApp() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  execFileSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=@pw/server', '--filter=@pw/web', '--output-logs=errors-only'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
}

/**
 * Starts apps/server/dist/main.js on a free loopback port with a throwaway data folder, serving the web
 * build in `webDist` (default: the server's own, apps/web/dist).
 */
export async function startAppServer({ webDist } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-bench-'));
  const child = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin-password',
      ...(webDist ? { WEB_DIST_DIR: resolve(webDist) } : {}),
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited before answering');
    if (i > 400) {
      // Not left running behind the bench (it would hold its port and data folder).
      child.kill('SIGTERM');
      throw new Error('the server did not answer within a minute');
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The landing page's HTML response as a browser gets it (brotli): its body's and its headers' bytes. */
export function landingHtmlBytes(baseUrl) {
  return new Promise((resolvePromise, reject) => {
    httpGet(new URL('/', baseUrl), { headers: { 'accept-encoding': 'br' } }, (res) => {
      // The status line and each header line as sent, with the blank line that ends them.
      const statusLine = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length;
      let headerBytes = statusLine + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        headerBytes += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`.length;
      let bodyBytes = 0;
      res.on('data', (chunk) => (bodyBytes += chunk.length));
      res.on('end', () => resolvePromise({ bodyBytes, headerBytes }));
    }).on('error', reject);
  });
}

const paragraph =
  'We clean driveways, roofs, decks and storefronts across the county with soft washing and hot ' +
  'water, and we leave every surface spotless. Ask for a free quote and we will answer the same day.';

/** The reference page: a heading and paragraphs, about 2 KB, no script, no image, no stylesheet. */
export const barePageHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare reference page</title>
<meta name="description" content="A bare HTML page: the floor a page of ours is measured against.">
</head>
<body>
<h1>Pressure washing, done right</h1>
${Array.from({ length: 8 }, () => `<p>${paragraph}</p>`).join('\n')}
</body>
</html>
`;

/**
 * The reference for a wizard move: a button that replaces the heading and focuses it, as a step move
 * does, with nothing else on the page. Its INP is what this browser, CPU slowdown and load cost anyway.
 */
export const trivialStepHtml = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Trivial step</title></head>
<body>
<h1 tabindex="-1">Step 1</h1>
<button type="button">Continue</button>
<script>
let step = 1;
document.querySelector('button').addEventListener('click', () => {
  const h1 = document.querySelector('h1');
  h1.textContent = 'Step ' + ++step;
  h1.focus();
});
</script>
</body>
</html>
`;

/** Serves {@link barePageHtml} at / and {@link trivialStepHtml} at /step on a free loopback port. */
export async function startBarePage() {
  const pages = { '/': Buffer.from(barePageHtml), '/step': Buffer.from(trivialStepHtml) };
  const server = createHttpServer((req, res) => {
    const body = pages[req.url];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  const port = await freePort();
  await new Promise((res) => server.listen(port, '127.0.0.1', res));
  return {
    url: `http://127.0.0.1:${port}/`,
    stepUrl: `http://127.0.0.1:${port}/step`,
    bytes: pages['/'].length,
    stop: () => server.close(),
  };
}
