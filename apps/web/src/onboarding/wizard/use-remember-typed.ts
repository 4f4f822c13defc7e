import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { onboardingWizardMachine } from '@pw/funnel';
import { browserStore } from '../../shared/data/browser-storage';
import { rememberTyped } from '../../shared/data/remember-typed';

/** Saves the contact details as they are typed (see `rememberTyped`), for the life of the wizard. */
export function useRememberTyped(actor: ActorRefFrom<typeof onboardingWizardMachine>): void {
  useEffect(() => {
    const store = browserStore();
    let last = {};
    const subscription = actor.subscribe((snapshot) => {
      last = rememberTyped(store, snapshot.context.form, last);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}
