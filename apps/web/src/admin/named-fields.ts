/**
 * A sentence of the API (`smsProvider.baseUrl: must be …; ownerPhone: …`) with each field named as the
 * form labels it: `labels` maps a field's path to its label, longest paths first where one begins another.
 */
export function namedFields(message: string, labels: readonly [path: string, label: string][]): string {
  return message
    .split('; ')
    .map((part) => {
      const hit = labels.find(([path]) => part.startsWith(`${path}: `));
      return hit ? `${hit[1]}: ${part.slice(hit[0].length + 2)}` : part;
    })
    .join('; ');
}
