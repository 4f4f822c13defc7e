import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { WIZARD_ROUTES, wizardRouteOf, type OnboardingWizardSnapshot, type WizardRoute } from '@pw/funnel';
import { afterNextPaint } from '../../shared/timing/after-next-paint';

export const ONBOARDING_BASE = '/onboarding';

const isWizardRoute = (segment: string): segment is WizardRoute =>
  (WIZARD_ROUTES as readonly string[]).includes(segment);

/** The segment after /onboarding/ ('' for /onboarding itself). */
export function segmentOf(pathname: string): string {
  return pathname.slice(pathname.indexOf(ONBOARDING_BASE) + ONBOARDING_BASE.length).replace(/^\/+|\/+$/g, '');
}

interface RouteActor {
  send: (event: { type: 'wizard.goto'; step: WizardRoute } | { type: 'wizard.next' }) => void;
  getSnapshot: () => Pick<OnboardingWizardSnapshot, 'value'>;
}

/**
 * Keeps the URL and the chart in step (the query string stays, so every capture carries the campaign). When the chart moves, the URL follows (a new history entry).
 * When the URL moves on its own (browser back/forward, a typed address), the chart is asked to go there
 * with `wizard.goto`; if it refuses (a step not reached yet), the URL is put back. Unknown sub-paths and
 * /onboarding itself ask for the welcome screen. Opening on the first step's address with the chart on the
 * welcome is the welcome's form sent before the script ran (decision 0217): it counts as its Continue.
 *
 * The URL follows the chart after the new step has painted: history.pushState and the router's own
 * update cost a tap's frame 5-13 ms on a slowed phone CPU, and nobody reads the address bar in that
 * frame (decision 0201). Should the chart move again first, the pending move is dropped for the newer.
 */
export function useRouteSync(actor: RouteActor, route: WizardRoute) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const segment = segmentOf(pathname);
  const previous = useRef<{ route: string; segment: string } | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = { route, segment };
    if (segment === route) return;
    const urlMoved = before === null || (before.segment !== segment && before.route === route);
    if (urlMoved) {
      actor.send({ type: 'wizard.goto', step: isWizardRoute(segment) ? segment : 'welcome' });
      if (before === null && segment === 'name' && wizardRouteOf(actor.getSnapshot()) === 'welcome') {
        actor.send({ type: 'wizard.next' });
      }
      const now = wizardRouteOf(actor.getSnapshot());
      if (now !== segment) void navigate(`${ONBOARDING_BASE}/${now}${search}`, { replace: true });
      return;
    }
    return afterNextPaint(
      () => void navigate(`${ONBOARDING_BASE}/${route}${search}`, { replace: !isWizardRoute(segment) }),
    );
  }, [actor, navigate, route, segment, search]);
}
