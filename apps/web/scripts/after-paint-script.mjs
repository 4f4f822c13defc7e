// The prerendered pages load their JavaScript after the first paint (docs/decisions/0166): the HTML is
// the whole page, so nothing of the script is needed to paint it, and a script fetched during the first
// paint sits in the critical path Lighthouse simulates (its LCP counts every request that ended before the
// observed paint, whatever its priority). Vite's `<script type="module" src>` and `<link rel=modulepreload>`
// tags are replaced by one small inline module that, once the page has painted, adds the preload hints and
// imports the entry. The server's CSP allows that inline script by its hash, published in `csp.json`.
// The web app manifest's link waits with them (decision 0199): Chrome fetches a manifest as soon as the
// page has loaded, whether or not anyone installs the site, and on a fast link that fetch can end before
// the paint and land in the same simulated critical path; it is only read when the site is installed.
import { createHash } from 'node:crypto';

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const manifestTag = /<link rel="manifest" href="([^"]+)" \/>\s*/;

/**
 * Splits Vite's HTML template into the template without its script tags and manifest link, the entry's
 * URL, the URLs it modulepreloads and the manifest's URL. Throws when the template has no entry script or
 * no manifest link (the template changed shape).
 */
export function splitEntry(template) {
  const entry = template.match(entryTag);
  if (!entry) throw new Error('after-paint-script: no <script type="module" src> in the Vite template');
  const manifest = template.match(manifestTag);
  if (!manifest) throw new Error('after-paint-script: no <link rel="manifest" href> in the template');
  const preloads = [...template.matchAll(preloadTag)].map((m) => m[1]);
  const html = template.replace(entryTag, '').replace(preloadTag, '').replace(manifestTag, '');
  return { html, entry: entry[1], preloads, manifest: manifest[1] };
}

/**
 * The inline module: once the browser reports the first paint (a 'paint' performance entry, queued when
 * the frame is on screen), link the web app manifest, preload `preloads` and import `entry`, each request
 * started in a task of its own: on the phone profile a request's start costs the main thread 3-15 ms, and
 * `/pricing`'s nine in one task made a 55-77 ms task (decision 0300). Without
 * Paint Timing it waits for the frame after the first one; a page opened in a background tab paints
 * nothing until shown, so it loads at once.
 */
export function afterPaintScript(entry, preloads, manifest) {
  const code = [
    `const link=(rel,href)=>{const l=document.createElement('link');l.rel=rel;l.href=href;return l};`,
    `const load=()=>{document.head.append(link('manifest',${JSON.stringify(manifest)}));`,
    `for(const href of ${JSON.stringify(preloads)})setTimeout(()=>{const l=link('modulepreload',href);`,
    `l.crossOrigin='';document.head.append(l)});setTimeout(()=>import(${JSON.stringify(entry)}))};`,
    `if(document.visibilityState!=='visible')load();`,
    `else if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((_,o)=>`,
    `{o.disconnect();setTimeout(load)}).observe({type:'paint',buffered:true});`,
    `else requestAnimationFrame(()=>setTimeout(load));`,
  ].join('');
  const hash = createHash('sha256').update(code).digest('base64');
  return { tag: `<script type="module">${code}</script>`, hash: `'sha256-${hash}'` };
}
