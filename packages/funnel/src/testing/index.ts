/**
 * Test builders for every workspace: `import { aCapture } from '@pw/funnel/testing'`. A subpath of its
 * own, kept out of the package index so no production bundle pulls it in.
 */
export { aCapture } from './a-capture.js';
export { sizedDriveway } from '../pricing/price-book.testkit.js';
export { pseudoCatalog, PSEUDO_OPEN, PSEUDO_CLOSE } from './pseudo-catalog.js';
export { WEB_CATALOGS } from '../i18n/catalogs/index.js';
