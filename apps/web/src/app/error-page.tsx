import { T, useLanguage } from '../shared/i18n';

/** An error that carries an HTTP-like status (for example a failed fetch turned into an error). */
interface StatusError {
  status: number;
  statusText?: string;
}

function isStatusError(error: unknown): error is StatusError {
  return typeof error === 'object' && error !== null && typeof (error as StatusError).status === 'number';
}

/** What the page shows: the status and text, or the message, and the stack when one exists. */
export function describeError(error: unknown): { message: string; stack?: string } {
  const stack = error instanceof Error && error.stack ? { stack: error.stack } : {};
  if (isStatusError(error)) return { message: `${error.status} ${error.statusText ?? ''}`.trim(), ...stack };
  if (error instanceof Error) return { message: error.message, ...stack };
  return { message: String(error) };
}

/**
 * The application error page: heading, then the status and text or the message, then the stack. The
 * heading is the page's language's; the message and the stack are the program's, in English, and say so
 * (`lang="en"`) on a page in another language.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { message, stack } = describeError(error);
  const technical = useLanguage() === 'en' ? undefined : 'en';
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">
        <T id="error.heading" />
      </h1>
      <p lang={technical} className="mt-4 text-lg [overflow-wrap:anywhere] text-slate-800 italic">
        {message}
      </p>
      {stack ? (
        // Wrapped, not scrolled: a scrolling box would need the keyboard's focus (axe), and a phone's
        // width would cut it.
        <pre
          lang={technical}
          className="mt-6 rounded bg-slate-100 p-4 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-800"
        >
          {stack}
        </pre>
      ) : null}
    </main>
  );
}
