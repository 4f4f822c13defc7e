import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/routes';
import { clientRoutes, prerenderedPaths, welcomePaths } from './app/route-paths';
import { pageMeta } from './shared/page-meta';
import { siteConfig } from './config/site-config';
import { SiteConfigSchema } from './config/site-config.schema';
import { WELCOME_ISLAND, welcomeIsland } from './onboarding/welcome-start';
import { IslandPlaceholders, islandTree } from './site/islands/island';
import { islandIdPrefix, loadIsland } from './site/islands/island-modules';
import { localBusinessJsonLd } from './site/shared/local-business-json-ld';
import { SiteIdentitySchema, type SiteIdentity } from '@pw/funnel';
import themeCss from './styles.css?raw';

// An invalid site configuration fails the build here, before any page is written.
SiteConfigSchema.parse(siteConfig);

async function html(tree: ReactNode, identifierPrefix?: string): Promise<string> {
  // prerender (unlike renderToString) waits for lazy components, so the HTML holds every section.
  const { prelude } = await prerenderToNodeStream(tree, identifierPrefix ? { identifierPrefix } : {});
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const emptyIsland = /<div data-island="([a-z-]+)" class="contents"><\/div>/g;

/**
 * Fills each island's empty container with the island rendered as a tree of its own, exactly as the
 * browser hydrates it (`hydrate-islands.tsx`, decision 0260).
 */
async function renderIslands(page: string): Promise<string> {
  const filled = new Map<string, string>();
  for (const [container, name] of page.matchAll(emptyIsland)) {
    filled.set(container, await renderIsland(name!, await loadIsland(name!)));
  }
  return page.replace(emptyIsland, (container) => filled.get(container)!);
}

/** One island in its container (`Island`'s markup), its tree rendered as the browser hydrates it. */
async function renderIsland(name: string, Content: ComponentType): Promise<string> {
  const content = await html(islandTree(Content), islandIdPrefix(name));
  return `<div data-island="${name}" class="contents">${content}</div>`;
}

/**
 * Renders one route to HTML for the prerender script (never shipped to the browser). A site page is
 * written with its islands rendered apart (the browser hydrates only those); the wizard's welcome is an
 * island of its own, which the browser hydrates and then hands over to the app (decision 0279).
 */
export async function render(path: string): Promise<string> {
  if (welcomePaths.includes(path)) {
    return renderIsland(
      WELCOME_ISLAND,
      welcomeIsland(() => {}),
    );
  }
  const page = await html(
    <StrictMode>
      <IslandPlaceholders.Provider value={true}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </IslandPlaceholders.Provider>
    </StrictMode>,
  );
  return renderIslands(page);
}

/** A colour of the theme in `styles.css` (`--color-brand-900: #0b2f4f;`); the build fails without it. */
function themeColor(name: string): string {
  const found = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(themeCss)?.[1];
  if (!found) throw new Error(`styles.css has no --color-${name} as #rrggbb`);
  return found;
}

/** The site as the server's own pages show it (`site.json`, decision 0312): its name and look. */
export function siteIdentity(): SiteIdentity {
  return SiteIdentitySchema.parse({
    businessName: siteConfig.businessName,
    siteUrl: siteConfig.siteUrl,
    colors: { header: themeColor('brand-900'), action: themeColor('brand-700') },
  });
}

export { clientRoutes, welcomePaths, pageMeta, prerenderedPaths, siteConfig, localBusinessJsonLd };
