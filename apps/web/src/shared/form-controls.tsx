import { defaultConfig, smsWordingIn } from '@pw/funnel';
import { useLanguage } from './i18n';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

const control =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/40 focus:outline-none';

function LabelText({ children, required }: { children: ReactNode; required?: boolean }) {
  return (
    <span className="text-sm font-medium text-slate-800">
      {children}
      {required ? (
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </span>
  );
}

type TextFieldProps = {
  label: string;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
  /** A line under the field that helps (tied to it for assistive technology). */
  hint?: string | undefined;
  /** A problem with the value, shown under the field and tied to it for assistive technology. */
  error?: string | undefined;
  /** `step`: the wizard's one-question screens (larger label, taller input); `form` elsewhere. */
  look?: 'form' | 'step';
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'required'>;

const stepControl =
  'min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-base text-slate-900 focus:border-brand-700 focus:outline-2 focus:outline-brand-700';

/** A labelled input; required ones show an asterisk and say so to assistive technology. */
export function TextField({
  label,
  value,
  onValue,
  required,
  hint,
  error,
  look = 'form',
  ...rest
}: TextFieldProps) {
  const id = useId();
  const notes = fieldNotes(id, hint, error);
  const step = look === 'step';
  return (
    <div className={step ? 'flex flex-col gap-1' : undefined}>
      <label htmlFor={id} className={step ? 'font-medium text-slate-900' : undefined}>
        {step ? label : <LabelText required={required}>{label}</LabelText>}
      </label>
      <input
        id={id}
        className={step ? stepControl : control}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-required={required || undefined}
        {...notes.aria}
        {...rest}
      />
      {notes.lines}
    </div>
  );
}

/** A field's hint and problem lines, and the attributes that tie them to the control. */
function fieldNotes(id: string, hint: string | undefined, error: string | undefined) {
  const [hintId, errorId] = [`${id}-hint`, `${id}-error`];
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return {
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
    lines: (
      <>
        {hint ? (
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </>
    ),
  };
}

/**
 * A labelled select with a disabled placeholder option. `optionLabel` shows a value in the page's words
 * (the booking modal's choices in Spanish), while the value sent stays the configuration's.
 */
export function SelectField(props: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly string[];
  optionLabel?: (option: string) => string;
  placeholder: string;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>
        <LabelText required={props.required}>{props.label}</LabelText>
      </label>
      <select
        id={id}
        className={control}
        value={props.value}
        onChange={(e) => props.onValue(e.target.value)}
        aria-required={props.required || undefined}
      >
        <option value="" disabled>
          {props.placeholder}
        </option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {props.optionLabel ? props.optionLabel(o) : o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled multi-line text field, with a hint and a problem line as `TextField` has. */
export function TextAreaField(props: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  placeholder?: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  const id = useId();
  const notes = fieldNotes(id, props.hint, props.error);
  return (
    <div>
      <label htmlFor={id}>
        <LabelText>{props.label}</LabelText>
      </label>
      <textarea
        id={id}
        rows={4}
        className={control}
        value={props.value}
        placeholder={props.placeholder}
        onChange={(e) => props.onValue(e.target.value)}
        {...notes.aria}
      />
      {notes.lines}
    </div>
  );
}

/**
 * A labelled checkbox, unticked unless `checked` says otherwise; the whole label toggles it. The text
 * consent box of the wizard's and the booking modal's contact steps (decision 0220).
 */
export function CheckboxField(props: {
  label: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
        checked={props.checked}
        onChange={(e) => props.onChecked(e.target.checked)}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {props.label}
      </label>
    </div>
  );
}

/**
 * The text-message consent box, with the site's exact wording in the page's language (`smsWordingIn`):
 * the wording whose version the capture records (`smsConsentOf` with the page's language, decision 0321).
 */
export function SmsConsentField(props: { checked: boolean; onChecked: (checked: boolean) => void }) {
  return <CheckboxField label={smsWordingIn(useLanguage(), defaultConfig)} {...props} />;
}
