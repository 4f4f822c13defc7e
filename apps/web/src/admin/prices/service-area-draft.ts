import type { ServiceArea } from '@pw/funnel';

/** The service area as the Prices page edits it: the ZIP codes and the towns as typed. */
export interface ServiceAreaDraft {
  zips: string;
  towns: string;
}

/** ZIP codes ten to a line; towns one to a line (a town's name may hold spaces and commas, not lines). */
export function areaDraftOf(area: ServiceArea): ServiceAreaDraft {
  const lines = Array.from({ length: Math.ceil(area.zips.length / 10) }, (_, i) =>
    area.zips.slice(i * 10, i * 10 + 10).join(' '),
  );
  return { zips: lines.join('\n'), towns: area.towns.join('\n') };
}

/** The ZIP codes typed, split at spaces, commas, semicolons and lines. */
export const typedZips = (zips: string): string[] => zips.split(/[\s,;]+/).filter(Boolean);

/** The area a draft says, for `PriceBookSchema` to judge (a bad code is named, not dropped). */
export function areaOf(draft: ServiceAreaDraft): ServiceArea {
  const towns = draft.towns
    .split('\n')
    .map((t) => t.trim())
    .filter(Boolean);
  return { zips: typedZips(draft.zips), towns };
}
