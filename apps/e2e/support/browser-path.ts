// The browser every test launches, from the list the pages benchmark shares (scripts/browser-path.mjs).
export { browserPath } from '../../../scripts/browser-path.mjs';
