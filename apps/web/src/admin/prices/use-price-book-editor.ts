import { describeIssues, PriceBookSchema, type PriceBookAnswer } from '@pw/funnel';
import { useState } from 'react';
import { ApiRequestError, apiSend } from '../../shared/data/api-client';
import { bookOf, draftOf, sentencesByPath, type BookDraft } from './price-book-draft';

export interface PriceBookEditor {
  draft: BookDraft;
  /** Changes the draft: `change` edits a copy, which becomes the draft. */
  edit: (change: (draft: BookDraft) => void) => void;
  /** The sentences of the last refusal by field path ('' for the book as a whole). */
  errors: Record<string, string>;
  /** The version in force and when it was saved (null: the spec's default). */
  version: number;
  savedAt: string | null;
  saving: boolean;
  /** What the last save did, for the status line. */
  notice: string;
  save: () => Promise<void>;
}

/**
 * The Prices page's state: a draft of the owner's book, checked with the server's own `PriceBookSchema`
 * before sending (so every mistake is named at once, beside its field), then saved whole with
 * `PUT /api/admin/price-book`; the server's sentences, if it still refuses, land beside the same fields.
 * A saved book applies to the next quote: the server reads the newest version for each one.
 */
export function usePriceBookEditor(loaded: PriceBookAnswer): PriceBookEditor {
  const [draft, setDraft] = useState(() => draftOf(loaded.book));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState({ version: loaded.version, savedAt: loaded.savedAt });
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');

  const edit = (change: (draft: BookDraft) => void) =>
    setDraft((was) => {
      const next = structuredClone(was);
      change(next);
      return next;
    });

  const save = async () => {
    setNotice('');
    const checked = PriceBookSchema.safeParse(bookOf(draft));
    if (!checked.success) return setErrors(sentencesByPath(describeIssues(checked.error)));
    setErrors({});
    setSaving(true);
    try {
      const answer = await apiSend('PUT', '/api/admin/price-book', { body: checked.data });
      setSaved({ version: answer.version, savedAt: answer.savedAt });
      setDraft(draftOf(answer.book));
      setNotice(`Saved as version ${answer.version}: new quotes use these prices now.`);
    } catch (err) {
      setErrors(
        err instanceof ApiRequestError && err.code === 'invalid_price_book'
          ? sentencesByPath(err.message)
          : { '': err instanceof ApiRequestError ? err.message : 'The prices could not be saved.' },
      );
    } finally {
      setSaving(false);
    }
  };

  return { draft, edit, errors, ...saved, saving, notice, save };
}
