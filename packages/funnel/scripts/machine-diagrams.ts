/**
 * Writes the diagrams of docs/machines.md from the charts' definitions, between their
 * `<!-- diagram:<name>:start -->` and `<!-- diagram:<name>:end -->` markers: `npm run diagrams -w @pw/funnel`.
 * `machine-diagrams.test.ts` fails while the file differs from what this would write.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  isSectionCurrent,
  machineDiagrams,
  withDiagramSections,
} from '../src/machines/diagrams/machine-diagrams.js';

const docs = fileURLToPath(new URL('../../../docs/machines.md', import.meta.url));
const before = readFileSync(docs, 'utf8');
const diagrams = machineDiagrams();
const stale = diagrams.filter((d) => !isSectionCurrent(before, d)).map((d) => d.name);
if (stale.length) {
  writeFileSync(docs, withDiagramSections(before, diagrams));
  console.log(`docs/machines.md: redrew ${stale.join(', ')}`);
} else {
  console.log('docs/machines.md: every diagram is up to date');
}
