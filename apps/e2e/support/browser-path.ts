// The browsers the tests launch, from the list the pages benchmark shares (scripts/browser-path.mjs).
export { browserPath, headlessShellPath } from '../../../scripts/browser-path.mjs';

/** The flags every browser of the tests is launched with (headless on this 2-core machine, no network chatter). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
