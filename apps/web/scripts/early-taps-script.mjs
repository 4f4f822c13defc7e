// Taps made before the page's script has run (decision 0217). A prerendered page paints seconds before its
// JavaScript arrives on a phone; links and forms work in that window without script, but a button only
// script can serve (the booking modal's trigger, the carousel, the pricing tabs, the welcome's start)
// would do nothing. This inline script, in the head of every prerendered page, records a click on any
// element marked `data-tap="<key>"` whose control is not live yet, keeps the browser and any early
// listener from acting on it, leaves the key in `window.__earlyTaps.q` and marks the control `data-busy`
// (pressed, with a spinner: `styles.css`), so the tap shows at once that it counted. The component that owns the
// control marks its keys live once it has hydrated and replays the recorded taps through its own code
// (`src/shared/early-taps.ts`), so a tap is served once, by the same code as a later tap.
// The server's CSP allows the script by its hash, published in `csp.json` with the after-paint loader's.
import { createHash } from 'node:crypto';

/**
 * The inline classic script (it runs as soon as it is parsed, before the body exists) and its CSP hash.
 * A click on an element inside a `[data-tap]` element whose key is not in `live` is cancelled (no form
 * submission, no reload), its key queued, in the order tapped, and the control marked `data-busy`.
 */
export function earlyTapsScript() {
  const code = [
    `(()=>{const q=[],live=new Set();window.__earlyTaps={q,live};`,
    `addEventListener('click',e=>{const t=e.target,c=t instanceof Element&&t.closest('[data-tap]');`,
    `if(!c||live.has(c.dataset.tap))return;e.preventDefault();e.stopImmediatePropagation();`,
    `q.push(c.dataset.tap);c.setAttribute('data-busy','')},true)})()`,
  ].join('');
  const hash = createHash('sha256').update(code).digest('base64');
  return { tag: `<script>${code}</script>`, hash: `'sha256-${hash}'` };
}
