/**
 * The values a query parameter may hold, the same on every store (PGlite in process, PGlite in its worker
 * thread, node-postgres). Each driver turns a value into PostgreSQL's text its own way, and where they
 * would differ, or where one would store something other than what was passed (a Map as `{}`, an invalid
 * date, NaN), the store refuses the query before it runs, naming the parameter (decision 0311).
 */

/** A value that goes as itself: text, a number, a truth value, a bigint, a time, or nothing. */
function scalarError(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
    case 'boolean':
    case 'bigint':
    case 'undefined':
      return undefined;
    case 'number':
      return Number.isFinite(value) ? undefined : `${value} is not a finite number`;
    case 'object':
      if (value === null) return undefined;
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'an invalid Date' : undefined;
      return 'not a scalar';
    default:
      return `a ${typeof value}`;
  }
}

/** An object stored as its JSON text: a plain object, or one whose `toJSON` says what it is. */
const isJsonObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value) as object | null;
  return (
    proto === null ||
    proto === Object.prototype ||
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  );
};

/** An array element: a scalar, or an array of them (a multi-dimensional PostgreSQL array). */
function elementError(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const why = elementError(item);
      if (why) return why;
    }
    return undefined;
  }
  if (value instanceof Uint8Array) return 'an array holding bytes';
  const why = scalarError(value);
  if (why === 'not a scalar') {
    return 'an array holding objects (pass their JSON text and read it with jsonb_to_recordset)';
  }
  return why ? `an array holding ${why}` : undefined;
}

/** Why `value` cannot be passed as a parameter, or undefined when it can. */
export function paramError(value: unknown): string | undefined {
  if (Array.isArray(value)) return elementError(value);
  const why = scalarError(value);
  if (why !== 'not a scalar') return why;
  const object = value as object;
  if (object instanceof Uint8Array) return undefined;
  return isJsonObject(object)
    ? undefined
    : `a ${object.constructor?.name ?? 'object'}, which has no JSON form`;
}

/**
 * Throws a `TypeError` naming the first parameter no store can pass as it is, before anything runs.
 *
 * @example
 * checkParams(['a', new Map()]); // TypeError: Query parameter $2 cannot be passed to the database: a Map, ...
 */
export function checkParams(params: readonly unknown[] | undefined): void {
  if (!params) return;
  for (let i = 0; i < params.length; i++) {
    const why = paramError(params[i]);
    if (why) throw new TypeError(`Query parameter $${i + 1} cannot be passed to the database: ${why}`);
  }
}
