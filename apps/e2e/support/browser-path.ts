// The browsers the tests launch, from the list the pages benchmark shares (scripts/browser-path.mjs).
export { browserPath, headlessShellPath } from '../../../scripts/browser-path.mjs';
