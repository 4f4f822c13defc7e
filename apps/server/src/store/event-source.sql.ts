/** An event's source as analytics counts it: utm_source, else the referring host, else 'direct'. */
export const eventSourceOf = (alias: string) => `coalesce(${alias}.utm_source, ${alias}.referrer, 'direct')`;
