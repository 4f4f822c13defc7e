import './app/zod-without-eval';
import { hydrateIslands } from './app/hydrate-islands';
import { browserStore } from './shared/data/browser-storage';
import { hasQueuedCaptures } from './shared/data/capture-outbox';
import { warmImages } from './site/shared/warm-images';
import './styles.css';

const container = document.getElementById('root')!;

// A prerendered site page hydrates its islands alone, without the app's router and static sections
// (decision 0260): what decides which islands hydrate when is here, React and the islands come only for
// an island to hydrate (decision 0295). Everything else (the app shell's paths) renders the whole app.
// Each is a chunk of its own, which the prerendered page preloads after its first paint.
if (container.dataset.islands !== undefined) {
  void hydrateIslands(container);
} else if (container.dataset.welcome !== undefined) {
  // The wizard's welcome: its island first, the app at the first tap or idle moment (decision 0279).
  void import('./app/hydrate-welcome').then((m) => m.hydrateWelcome(container));
} else {
  void import('./app/mount-app').then((m) => m.mountApp(container));
}
warmImages();
// Captures queued on an earlier visit (the server was away) are sent as soon as the site opens again,
// on any page; the capture client is a chunk of its own, loaded only then.
if (hasQueuedCaptures(browserStore())) {
  void import('./shared/data/lead-capture.service').then((m) => m.sharedLeadCapture());
}
