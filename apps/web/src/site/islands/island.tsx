import { createContext, lazy, StrictMode, Suspense, useContext, useEffect, type ComponentType } from 'react';
import { I18nProvider, type PageI18n } from '../../shared/i18n';
import { islandModules, loadIsland, type IslandName } from './island-modules';

/**
 * True while the prerenderer writes a site page (decision 0260): each island is written as an empty
 * container, then filled by a render of its own (`renderIslands` in entry-server.tsx), the same tree the
 * browser hydrates in that container, so React's ids and markup match.
 */
export const IslandPlaceholders = createContext(false);

const lazyIslands: Record<string, ComponentType> = Object.fromEntries(
  Object.keys(islandModules).map((name) => [
    name,
    lazy(() => loadIsland(name).then((Content) => ({ default: Content }))),
  ]),
);

/**
 * An interactive part of a site page, in a container of its own (`display: contents`, so the page's layout
 * does not see it). On a prerendered site page the browser hydrates only these; when the whole app renders
 * the page (after a client-side navigation from another page) the island renders in place, once its code
 * has arrived.
 */
export function Island({ name }: { name: IslandName }) {
  const Content = lazyIslands[name]!;
  return (
    <div data-island={name} className="contents">
      {useContext(IslandPlaceholders) ? null : (
        <Suspense fallback={null}>
          <Content />
        </Suspense>
      )}
    </div>
  );
}

function IslandRoot({ Content, onReady }: { Content: ComponentType; onReady: () => void }) {
  // A parent's effects run after its children's: the island's own (its early-tap replays) have run.
  useEffect(onReady, [onReady]);
  return <Content />;
}

/**
 * An island's whole tree, as prerendered and as hydrated, in the page's language with its catalog (the
 * same in both, decision 0322); `onReady` runs once its effects have.
 */
export function islandTree(Content: ComponentType, i18n: PageI18n, onReady: () => void = () => {}) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <IslandRoot Content={Content} onReady={onReady} />
      </I18nProvider>
    </StrictMode>
  );
}
