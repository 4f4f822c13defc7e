import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/routes';
import { clientRoutes, prerenderedPaths, welcomePaths } from './app/route-paths';
import { createIntl } from 'react-intl';
import { LOCALES } from '@pw/funnel';
import { pageMeta, pageMetaIn, type PageName } from './shared/page-meta';
import { siteConfig } from './config/site-config';
import { SiteConfigSchema } from './config/site-config.schema';
import { WELCOME_ISLAND, welcomeIsland } from './onboarding/welcome-start';
import { IslandPlaceholders, islandTree } from './site/islands/island';
import { islandIdPrefix, loadIsland } from './site/islands/island-modules';
import { localBusinessJsonLd } from './site/shared/local-business-json-ld';
import {
  languageOfPath,
  pathInLanguage,
  SiteIdentitySchema,
  type Language,
  type SiteIdentity,
} from '@pw/funnel';
import enMessages from '@pw/funnel/catalogs/en';
import esMessages from '@pw/funnel/catalogs/es';
import { I18nProvider, type PageI18n } from './shared/i18n';
import { routerBasename } from './app/route-paths';
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

/** Each language's precompiled catalog: the prerender writes the page's own into its HTML (decision 0322). */
const MESSAGES = { en: enMessages, es: esMessages } as const;
export const i18nOf = (language: Language): PageI18n => ({ language, messages: MESSAGES[language] });

const emptyIsland = /<div data-island="([a-z-]+)" class="contents"><\/div>/g;

/**
 * Fills each island's empty container with the island rendered as a tree of its own, exactly as the
 * browser hydrates it (`hydrate-islands.tsx`, decision 0260).
 */
async function renderIslands(page: string, i18n: PageI18n): Promise<string> {
  const filled = new Map<string, string>();
  for (const [container, name] of page.matchAll(emptyIsland)) {
    filled.set(container, await renderIsland(name!, await loadIsland(name!), i18n));
  }
  return page.replace(emptyIsland, (container) => filled.get(container)!);
}

/** One island in its container (`Island`'s markup), its tree rendered as the browser hydrates it. */
async function renderIsland(name: string, Content: ComponentType, i18n: PageI18n): Promise<string> {
  const content = await html(islandTree(Content, i18n), islandIdPrefix(name));
  return `<div data-island="${name}" class="contents">${content}</div>`;
}

/**
 * Renders one route to HTML for the prerender script (never shipped to the browser). A site page is
 * written with its islands rendered apart (the browser hydrates only those); the wizard's welcome is an
 * island of its own, which the browser hydrates and then hands over to the app (decision 0279). In the
 * path's language, with its catalog.
 */
export async function render(path: string): Promise<string> {
  const i18n = i18nOf(languageOfPath(path));
  if (welcomePaths.includes(path)) {
    return renderIsland(
      WELCOME_ISLAND,
      welcomeIsland(() => {}),
      i18n,
    );
  }
  const page = await html(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <IslandPlaceholders.Provider value={true}>
          <StaticRouter location={path} basename={routerBasename(i18n.language)}>
            <AppRoutes />
          </StaticRouter>
        </IslandPlaceholders.Provider>
      </I18nProvider>
    </StrictMode>,
  );
  return renderIslands(page, i18n);
}

/** The title, description and path of the prerendered page at `path`, in its language. */
export function metaOf(path: string) {
  const language = languageOfPath(path);
  const { messages } = i18nOf(language);
  const intl = createIntl({
    locale: LOCALES[language],
    messages: messages as unknown as Record<string, string>,
  });
  const page = (Object.keys(pageMeta) as PageName[]).find(
    (name) => pathInLanguage(pageMeta[name].path, language) === path,
  );
  if (!page) throw new Error(`page-meta.ts has no page at ${path}`);
  return pageMetaIn(intl, language, page);
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

export { clientRoutes, welcomePaths, prerenderedPaths, siteConfig, localBusinessJsonLd };
export { LANGUAGES, languageOfPath, pathInLanguage } from '@pw/funnel';
