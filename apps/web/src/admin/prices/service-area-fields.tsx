import { TextAreaField } from '../../shared/form-controls';
import { Card } from '../ui';
import { typedZips, type ServiceAreaDraft } from './service-area-draft';

/** Every sentence filed under a list's path and its entries' ('serviceArea.zips', 'serviceArea.zips.3'). */
const sentencesUnder = (errors: Record<string, string>, path: string): string | undefined =>
  Object.entries(errors)
    .filter(([at]) => at === path || at.startsWith(`${path}.`))
    .map(([, sentence]) => sentence)
    .join(' ') || undefined;

/**
 * The Prices page's "Where you work" section (issue 21 §3, decision 0252): the ZIP codes served, with
 * how many, and towns served whatever their ZIP code. An address outside them is offered the waitlist.
 */
export function ServiceAreaFields({
  area,
  change,
  errors,
}: {
  area: ServiceAreaDraft;
  change: (edit: (area: ServiceAreaDraft) => void) => void;
  errors: Record<string, string>;
}) {
  const count = typedZips(area.zips).length;
  const text = (key: keyof ServiceAreaDraft) => ({
    value: area[key],
    onValue: (v: string) =>
      change((a) => {
        a[key] = v;
      }),
    error: sentencesUnder(errors, `serviceArea.${key}`),
  });
  return (
    <Card
      title="Where you work"
      intro="Prospects whose address is outside these ZIP codes and towns are offered the waitlist instead of a quote. An address without a ZIP code is given a quote."
    >
      <div className="space-y-3">
        <TextAreaField
          label="ZIP codes you serve"
          {...text('zips')}
          hint={`${count.toLocaleString('en-US')} ZIP ${count === 1 ? 'code' : 'codes'}, separated by spaces, commas or lines.`}
        />
        <TextAreaField
          label="Towns you serve whatever their ZIP code (one a line, optional)"
          {...text('towns')}
        />
      </div>
    </Card>
  );
}
