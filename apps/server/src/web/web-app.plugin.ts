/**
 * Serves the built web app (`apps/web/dist`): files as they are, hashed assets cached for a year, and for
 * any other GET the prerendered page when one exists (`pricing/index.html` or `pricing.html`), else the
 * SPA shell (`app-shell.html`, or `index.html` when the build has no separate shell). Unknown `/api/*` paths answer a JSON 404, never the SPA.
 * Paths the app does not route (per the build's `routes.json`) get the shell with status 404: the app
 * renders its not-found page, and search engines see a real 404 rather than a soft one. A Spanish path
 * (`/es/...`) gets the Spanish shell (`es/app-shell.html`, `<html lang="es">`, decision 0322) when the build
 * has one.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import { languageOfPath, SiteIdentitySchema, type SiteIdentity } from '@pw/funnel';
import type { FastifyInstance } from 'fastify';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The route table the web build publishes: exact paths and path prefixes the app answers. */
interface ClientRoutes {
  exact: string[];
  prefixes: string[];
}

function readClientRoutes(root: string): ClientRoutes | undefined {
  const file = join(root, 'routes.json');
  if (!isFile(file)) return undefined;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as ClientRoutes;
  return { exact: routes.exact ?? [], prefixes: routes.prefixes ?? [] };
}

/**
 * The `'sha256-…'` CSP sources of the inline scripts in the build's prerendered pages (its `csp.json`),
 * none when there is no build or the build has none. Only well-formed hashes pass.
 */
export function readScriptHashes(root: string | undefined): string[] {
  const file = root === undefined ? undefined : join(root, 'csp.json');
  if (!file || !isFile(file)) return [];
  const { scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
  if (!Array.isArray(scriptSrc)) return [];
  return scriptSrc.filter((h): h is string => typeof h === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(h));
}

/**
 * The business's name and look the web build publishes (`site.json`, decision 0312), for the pages the
 * server writes itself; null without a build or with one that has none (or not in its shape).
 */
export function readSiteIdentity(root: string | undefined): SiteIdentity | null {
  const file = root === undefined ? undefined : join(root, 'site.json');
  if (!file || !isFile(file)) return null;
  try {
    const parsed = SiteIdentitySchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Does the app route this path? Without a route table every path counts as routed. */
export function isClientRoute(routes: ClientRoutes | undefined, urlPath: string): boolean {
  if (!routes) return true;
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  return routes.exact.includes(path) || routes.prefixes.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The prerendered HTML file for a path, relative to `root`, or undefined. */
function prerenderedFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const clean = normalize(decoded)
    .replace(/^(\.\.(\/|\\|$))+/, '')
    .replace(/^\/+|\/+$/g, '');
  if (!clean || clean.includes('..')) return undefined;
  for (const candidate of [`${clean}/index.html`, `${clean}.html`]) {
    if (isFile(join(root, candidate))) return candidate;
  }
  return undefined;
}

/**
 * What the server says when the web app is not built: at start-up (a warning) and as the answer to every
 * page request (status 404, as before: only a store that does not answer is a 5xx), so a newcomer who
 * opens the site reads the fix rather than a bare 404.
 */
export function webBuildMissingSentence(root: string | undefined): string {
  const where = root ? ` (no ${join(root, 'index.html')})` : '';
  return (
    `The web app is not built${where}: only the API runs. Run npm run build from the repository root ` +
    '(or npm start there, which builds first), then start the server again.'
  );
}

export async function webAppPlugin(app: FastifyInstance, root: string | undefined): Promise<void> {
  const hasApp = root !== undefined && existsSync(join(root, 'index.html'));
  // The web build prerenders `/` into index.html and writes the bare SPA shell as app-shell.html.
  const shell = hasApp && existsSync(join(root, 'app-shell.html'));
  const spanishShell = hasApp && existsSync(join(root, 'es', 'app-shell.html'));
  const routes = hasApp ? readClientRoutes(root) : undefined;
  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      index: ['index.html'],
      wildcard: true,
      // Serves the build's .br / .gz siblings to clients that accept them.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'not_found', message: `No route ${req.method} ${path}` });
    }
    if (!hasApp) {
      return reply.code(404).type('text/plain; charset=utf-8').send(webBuildMissingSentence(undefined));
    }
    const page = prerenderedFile(root, path);
    reply.header('cache-control', 'no-cache');
    if (!isClientRoute(routes, path)) reply.code(404);
    const shellFile = spanishShell && languageOfPath(path) === 'es' ? 'es/app-shell.html' : 'app-shell.html';
    return reply.sendFile(page ?? (shell ? shellFile : 'index.html'));
  });
}
