import { useContext, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { siteConfig } from '../../config/site-config';
import { LanguageSwitch, T, useLocalPath, useT } from '../../shared/i18n';
import { BackArrowButton } from './back-arrow-button';
import { RepresentativeAvatar } from './representative-avatar';
import { WizardProgress, WizardRouteContext } from './wizard-progress';

export interface StepLayoutProps {
  heading: string;
  subheading?: string;
  /** Absent on the welcome screen: no back arrow. */
  onBack?: () => void;
  /** When set, the card is a form and Continue submits it (Enter in a field works too). */
  onContinue?: () => void;
  continueLabel?: string;
  continueDisabled?: boolean;
  /**
   * Where the form goes when Continue is pressed before the script runs, and the `data-tap` key of its
   * button, whose taps before then are recorded and replayed (the welcome only; decision 0217).
   */
  beforeScript?: { action: string; tap: string };
  children?: ReactNode;
  /** Changes when the screen changes, so focus moves to the new heading. */
  focusKey?: string;
  /** A wider card (the desktop scheduler shows two cards side by side). */
  wide?: boolean;
}

/**
 * The card every wizard screen shares: avatar, heading, optional subheading, content, Continue, back
 * arrow and the service-area line. Focus moves to the heading on each step so screen readers announce it.
 */
export function StepLayout(props: StepLayoutProps) {
  const t = useT();
  const { heading, subheading, onBack, onContinue, continueLabel = t('wizard.continue'), children } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const route = useContext(WizardRouteContext);
  const localPath = useLocalPath();
  const area = { county: siteConfig.county, state: siteConfig.state, towns: siteConfig.towns.join(', ') };
  const focusKey = props.focusKey ?? heading;
  useEffect(() => {
    headingRef.current?.focus();
  }, [focusKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue?.();
  };

  return (
    <main className="flex min-h-screen flex-col items-center bg-sky-50 px-3 py-6 sm:px-4 sm:py-10">
      {/* The same step in the other language: the wizard's answers are this browser's (decision 0322). */}
      <LanguageSwitch
        path={route ? `/onboarding/${route}` : '/onboarding'}
        className={`mb-3 w-full justify-end ${props.wide ? 'max-w-4xl' : 'max-w-xl'}`}
      />
      <div
        className={`relative w-full ${props.wide ? 'max-w-4xl' : 'max-w-xl'} rounded-2xl bg-white p-5 shadow-lg sm:p-8`}
      >
        {onBack && (
          <BackArrowButton label={t('wizard.back')} onClick={onBack} className="absolute top-4 left-4" />
        )}
        <WizardProgress />
        <div className="mb-6 flex flex-col items-center text-center">
          <RepresentativeAvatar />
          <h1 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
            {heading}
          </h1>
          {subheading && <p className="mt-2 text-slate-700">{subheading}</p>}
        </div>
        {onContinue ? (
          <form
            onSubmit={submit}
            action={props.beforeScript && localPath(props.beforeScript.action)}
            noValidate
            className="flex flex-col gap-5"
          >
            {children}
            <button
              type="submit"
              disabled={props.continueDisabled}
              data-tap={props.beforeScript?.tap}
              className="mt-2 min-h-11 w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
            >
              {continueLabel}
            </button>
          </form>
        ) : (
          <div className="flex flex-col gap-5">{children}</div>
        )}
      </div>
      <p className="mt-6 max-w-xl text-center text-sm text-slate-700">
        <T id="site.serviceArea" values={area} />
      </p>
    </main>
  );
}
