/**
 * Many rows in one statement: the rows go as ONE JSON parameter and `jsonb_to_recordset` reads them back
 * with their SQL types. The statement's text then does not depend on how many rows it carries, so PGlite
 * prepares it once (decisions 0163, 0170), and a column's name and type are written in one place.
 */

/** Column name to SQL type, in the order `jsonb_to_recordset`'s row type lists them. */
export type ColumnTypes = Readonly<Record<string, string>>;

/**
 * Appends `rows` to `params` as one JSON parameter and returns `jsonb_to_recordset($n::jsonb) as r(...)`,
 * typed by `types`, for a `from` clause. Keys of a row that `types` does not name are ignored.
 *
 * @example
 * const params: unknown[] = [];
 * const from = jsonRecordset(params, { key: 'text', lead: 'jsonb' }, [{ key: 'email:a@b.c', lead }]);
 * await q.query(`insert into lead_states (key, lead) select key, lead from ${from}`, params);
 */
export function jsonRecordset(params: unknown[], types: ColumnTypes, rows: readonly object[]): string {
  params.push(JSON.stringify(rows));
  const columns = Object.entries(types).map(([name, type]) => `${name} ${type}`);
  return `jsonb_to_recordset($${params.length}::jsonb) as r(${columns.join(', ')})`;
}
