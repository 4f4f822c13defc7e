/**
 * The Prices page's Spanish names (issue 41, decision 0326): the flag beside an empty one and the count
 * above the form.
 */
import { spanishNamesMissing } from '@pw/funnel';
import { bookOf, type BookDraft } from './price-book-draft';

/** What the Prices page says of a name with no Spanish version. */
export const SPANISH_NAME_MISSING = 'Spanish missing: the English name is shown';

/** The hint under a Spanish name field: the flag when it is empty, nothing otherwise. */
export const spanishHint = (nameEs: string): string | undefined =>
  nameEs.trim() === '' ? SPANISH_NAME_MISSING : undefined;

/** How many names the Spanish pages and messages show in English, and which, above the form. */
export function SpanishNamesSummary({ draft }: { draft: BookDraft }) {
  const missing = spanishNamesMissing(bookOf(draft));
  if (missing.length === 0) return null;
  return (
    <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid="spanish-names-missing">
      <strong className="font-semibold">
        {missing.length === 1 ? '1 name has' : `${missing.length} names have`} no Spanish version:
      </strong>{' '}
      {missing.map((m) => m.name.trim() || 'a new name').join(', ')}. Spanish pages and messages show the
      English name.
    </p>
  );
}
