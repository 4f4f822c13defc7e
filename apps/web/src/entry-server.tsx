import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, clientRoutes, firstPaintOnlyPaths, prerenderedPaths } from './app/routes';
import { pageMeta } from './shared/page-meta';
import { siteConfig } from './config/site-config';
import { SiteConfigSchema } from './config/site-config.schema';
import { WelcomeFirstPaint } from './onboarding/welcome-first-paint';
import { localBusinessJsonLd } from './site/shared/local-business-json-ld';

// An invalid site configuration fails the build here, before any page is written.
SiteConfigSchema.parse(siteConfig);

/** Renders one route to HTML for the prerender script (never shipped to the browser). */
export async function render(path: string): Promise<string> {
  // prerender (unlike renderToString) waits for lazy components, so the HTML holds every section.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path}>
        {path === pageMeta.onboarding.path ? <WelcomeFirstPaint /> : <AppRoutes />}
      </StaticRouter>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export { clientRoutes, firstPaintOnlyPaths, pageMeta, prerenderedPaths, siteConfig, localBusinessJsonLd };
