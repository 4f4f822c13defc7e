import { CheckboxField, TextField } from '../../shared/form-controls';
import { Card } from '../ui';
import type { BookDraft } from './price-book-draft';

/**
 * The jobs the owner wants to see before naming a price (issue 21 §3, decision 0254): the prospect is
 * offered "Book a free on-site assessment" in the same scheduler instead of the instant price.
 */
export function AssessmentFields({
  assessment,
  change,
  error,
}: {
  assessment: BookDraft['assessment'];
  change: (edit: (a: BookDraft['assessment']) => void) => void;
  error: string | undefined;
}) {
  return (
    <Card
      title="Jobs you want to see first"
      intro="These prospects are offered a free on-site assessment, booked in the same calendar, instead of an instant price."
    >
      <div className="space-y-3">
        <CheckboxField
          label="Commercial jobs get a free on-site assessment"
          checked={assessment.commercial}
          onChecked={(on) =>
            change((a) => {
              a.commercial = on;
            })
          }
        />
        <TextField
          label="Jobs priced above this get an assessment ($, empty for none)"
          inputMode="numeric"
          autoComplete="off"
          value={assessment.aboveTotal}
          onValue={(v) =>
            change((a) => {
              a.aboveTotal = v;
            })
          }
          error={error}
        />
      </div>
    </Card>
  );
}
