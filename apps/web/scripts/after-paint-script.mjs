// The prerendered pages load their JavaScript after the first paint (docs/decisions/0166): the HTML is
// the whole page, so nothing of the script is needed to paint it, and a script fetched during the first
// paint sits in the critical path Lighthouse simulates (its LCP counts every request that ended before the
// observed paint, whatever its priority). Vite's `<script type="module" src>` and `<link rel=modulepreload>`
// tags are replaced by one small inline module that, once the page has painted, adds the preload hints and
// imports the entry. The server's CSP allows that inline script by its hash, published in `csp.json`.
import { createHash } from 'node:crypto';

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Splits Vite's HTML template into the template without its script tags, the entry's URL and the URLs
 * it modulepreloads. Throws when the template has no entry script (the build changed shape).
 */
export function splitEntry(template) {
  const entry = template.match(entryTag);
  if (!entry) throw new Error('after-paint-script: no <script type="module" src> in the Vite template');
  const preloads = [...template.matchAll(preloadTag)].map((m) => m[1]);
  return { html: template.replace(entryTag, '').replace(preloadTag, ''), entry: entry[1], preloads };
}

/**
 * The inline module: once the browser reports the first paint (a 'paint' performance entry, queued when
 * the frame is on screen), preload `preloads` and import `entry`. Without Paint Timing it waits for the
 * frame after the first one; a page opened in a background tab paints nothing until shown, so it loads
 * at once.
 */
export function afterPaintScript(entry, preloads) {
  const code = [
    `const load=()=>{for(const href of ${JSON.stringify(preloads)}){const l=document.createElement('link');`,
    `l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}import(${JSON.stringify(entry)})};`,
    `if(document.visibilityState!=='visible')load();`,
    `else if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((_,o)=>`,
    `{o.disconnect();setTimeout(load)}).observe({type:'paint',buffered:true});`,
    `else requestAnimationFrame(()=>setTimeout(load));`,
  ].join('');
  const hash = createHash('sha256').update(code).digest('base64');
  return { tag: `<script type="module">${code}</script>`, hash: `'sha256-${hash}'` };
}
