import { LeadListQuerySchema, type LeadListQuery } from '@pw/funnel';

/** The inbox's query from the page address; anything the schema refuses falls back to the defaults. */
export function queryFromParams(params: URLSearchParams): LeadListQuery {
  const raw = Object.fromEntries(params);
  const parsed = LeadListQuerySchema.safeParse(raw);
  return parsed.success ? parsed.data : LeadListQuerySchema.parse({});
}

/** The query as URL parameters, leaving out what is not set and the defaults. */
export function paramsOf(query: Partial<LeadListQuery>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if ((key === 'sort' && value === 'lastActivity') || (key === 'dir' && value === 'desc')) continue;
    if (key === 'limit' && value === 50) continue;
    out.set(key, String(value));
  }
  return out;
}
