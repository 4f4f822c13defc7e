// Writes the prerendered pages after `vite build` (client) and `vite build --ssr` (renderer):
// dist/index.html (/), dist/pricing/index.html, dist/privacy-policy/index.html, each with its own
// title, description, Open Graph tags, canonical link, JSON-LD, an inline script that records taps made
// before the page is interactive (early-taps-script.mjs) and an inline module that loads the JavaScript
// (the entry, and a site page's islands or the welcome's app) after the first paint (after-paint-script.mjs);
// dist/app-shell.html (the unrendered SPA shell for every other path); sitemap.xml, robots.txt, and
// routes.json (the paths the app routes, so the server answers 404 for the rest), csp.json (the
// hashes of the inline scripts, for the server's Content-Security-Policy) and site.json (the business's
// name and colours, for the server's own pages: decision 0312).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterPaintScript, splitEntry } from './after-paint-script.mjs';
import { pageFile, readBuild } from './build-chunks.mjs';
import { earlyTapsScript } from './early-taps-script.mjs';
import { unfocusHiddenControls } from './hidden-focusables.mjs';
import { svgDataUrl } from './svg-data-url.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const server = await import(pathToFileURL(join(root, 'dist-ssr', 'entry-server.js')).href);
const {
  render,
  metaOf,
  i18nOf,
  LANGUAGES,
  languageOfPath,
  pathInLanguage,
  prerenderedPaths,
  welcomePaths,
  clientRoutes,
  siteConfig,
  localBusinessJsonLd,
  siteIdentity,
} = server;
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { chunkOf, staticFiles, pageChunks } = readBuild(dist);
const appModule = 'src/app/mount-app.tsx';

const escapeHtml = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's versions for search engines (decision 0322): canonical in its own language, and an
 * `hreflang` alternate for each language's version (its own too), English the `x-default`.
 */
function languageTags(path) {
  const href = (language) => new URL(pathInLanguage(path, language), siteConfig.siteUrl).href;
  return [
    ...LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${href(language)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`,
  ];
}

/**
 * The page's catalog (its language's, precompiled), read by the islands and the app as they hydrate
 * (`shared/i18n/messages.ts`): in the HTML, no request, and never the other language's. Data, not script,
 * so it needs no CSP hash; `<` is escaped so no message can end the element.
 */
function messagesTag(path) {
  const json = JSON.stringify(i18nOf(languageOfPath(path)).messages).replace(/</g, '\\u003c');
  return `<script type="application/json" id="pw-messages">${json}</script>`;
}

function headTags(path, meta) {
  const url = new URL(path, siteConfig.siteUrl).href;
  const image = new URL(siteConfig.heroImage.src, siteConfig.siteUrl).href;
  const tags = [
    `<link rel="canonical" href="${url}" />`,
    ...languageTags(path),
    `<meta property="og:locale" content="${languageOfPath(path) === 'es' ? 'es_US' : 'en_US'}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteConfig.businessName)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
  if (pathInLanguage(path, 'en') === '/') {
    tags.push(`<link rel="preload" as="image" href="${siteConfig.heroImage.src}" fetchpriority="high" />`);
    const jsonLd = JSON.stringify(localBusinessJsonLd(siteConfig)).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${jsonLd}</script>`);
  }
  return tags.join('\n    ');
}

/** The page's JavaScript, loaded after its first paint: the entry, its imports and the page's lazy chunk. */
const { html: scriptlessTemplate, entry, preloads, manifest: manifestHref } = splitEntry(template);
const scriptHashes = new Set();
/** Taps on script-only controls before hydration, recorded for replay (decision 0217); the same on every page. */
const earlyTaps = earlyTapsScript();
scriptHashes.add(earlyTaps.hash);
function afterPaintTag(path, appHtml) {
  // Several islands may share a chunk (decision 0292).
  const lazy = pageChunks(appHtml, welcomePaths.includes(path)).flatMap((key) => staticFiles(key));
  const files = [...new Set([...preloads, ...lazy.map((f) => `/${f}`)])].filter((f) => f !== entry);
  const { tag, hash } = afterPaintScript(entry, files, manifestHref);
  scriptHashes.add(hash);
  return tag;
}

/** The stylesheet inlined into prerendered pages: no render-blocking request before the first paint. */
const stylesheetLink = template.match(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/);
const inlineCss = stylesheetLink
  ? `<style>${readFileSync(join(dist, stylesheetLink[1]), 'utf8')}</style>`
  : '';

/**
 * The favicon written into prerendered pages as a data URL (decision 0199): the browser shows it without a
 * request. Chrome fetches a linked favicon once the page has loaded, and on a fast link that fetch can end
 * before the first paint and land in Lighthouse's simulated critical path. `/favicon.svg` stays published
 * (the manifest's icon); search engines, which want an icon they can crawl, have the apple-touch-icon.
 */
const faviconTag = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
if (!template.includes(faviconTag)) throw new Error(`prerender: no ${faviconTag} in the template`);
const inlineFavicon = faviconTag.replace(
  '/favicon.svg',
  svgDataUrl(readFileSync(join(dist, 'favicon.svg'), 'utf8')),
);

/**
 * Small SVG pictures painted with the page are written in as data URLs too (decision 0202): the hero
 * image on `/`, the persona's avatar on the welcome. Fetched (and preloaded: by us for the hero, by
 * React for any eager image it renders), they end before the first paint on a fast link and add a round
 * trip to Lighthouse's simulated LCP. Lazy images, photos and larger files keep their URLs and their
 * preloads, and the files stay published (the Open Graph image, the gallery). Hydration keeps the data
 * URL: React does not patch a prerendered attribute that differs.
 */
const INLINE_IMAGE_MAX_BYTES = 4096;
function inlineSmallImages(html) {
  const inlined = new Set();
  const withImages = html.replace(/<img\b[^>]*>/g, (tag) => {
    const src = tag.match(/\bsrc="(\/[^"]+\.svg)"/)?.[1];
    if (!src || /\bloading="lazy"/.test(tag)) return tag;
    const file = join(dist, src.slice(1));
    if (!existsSync(file)) throw new Error(`prerender: ${src} is not in the build (public${src})`);
    if (statSync(file).size > INLINE_IMAGE_MAX_BYTES) return tag;
    inlined.add(src);
    return tag.replace(`src="${src}"`, `src="${svgDataUrl(readFileSync(file, 'utf8'))}"`);
  });
  return withImages.replace(/<link rel="preload" as="image" href="([^"]+)"[^>]*>\s*/g, (link, href) =>
    inlined.has(href) ? '' : link,
  );
}

function page(path, meta, appHtml) {
  return scriptlessTemplate
    .replace('<html lang="en">', `<html lang="${languageOfPath(path)}">`)
    .replace(faviconTag, inlineFavicon)
    .replace(stylesheetLink?.[0] ?? '\0', inlineCss)
    .replace(/<title>.*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content=".*?" \/>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace(
      '<!--head-tags-->',
      `${earlyTaps.tag}\n    ${headTags(path, meta)}\n    ${messagesTag(path)}\n    ${afterPaintTag(path, appHtml)}`,
    )
    .replace(
      '<div id="root"><!--app-html--></div>',
      // main.tsx hydrates the islands of the pages marked so, and the welcome's island before its app.
      welcomePaths.includes(path)
        ? `<div id="root" data-welcome>${appHtml}</div>`
        : `<div id="root" data-islands>${appHtml}</div>`,
    );
}

for (const path of prerenderedPaths) {
  const html = unfocusHiddenControls(inlineSmallImages(page(path, metaOf(path), await render(path))));
  const file = join(dist, pageFile(path));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(`prerendered ${path} -> ${file.slice(root.length + 1)} (${html.length} bytes)`);
}

// The app shell renders the whole app, a chunk the entry imports: preloaded with the entry's own imports.
const appPreloads = staticFiles(chunkOf(appModule))
  .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  .join('\n    ');
const appShell = template
  .replace('<!--head-tags-->', `<meta name="robots" content="noindex" />\n    ${appPreloads}`)
  .replace('<!--app-html-->', '');
writeFileSync(join(dist, 'app-shell.html'), appShell);
// The shell of the Spanish paths the app renders (the manage page, the wizard's resume link, a 404):
// `<html lang="es">` before the app starts, as the Spanish pages prerendered (decision 0322).
mkdirSync(join(dist, 'es'), { recursive: true });
writeFileSync(join(dist, 'es', 'app-shell.html'), appShell.replace('<html lang="en">', '<html lang="es">'));

const today = new Date().toISOString().slice(0, 10);
const urls = prerenderedPaths
  .map((p) => `  <url><loc>${new URL(p, siteConfig.siteUrl).href}</loc><lastmod>${today}</lastmod></url>`)
  .join('\n');
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /data-fields\n\nSitemap: ${new URL('/sitemap.xml', siteConfig.siteUrl).href}\n`,
);
writeFileSync(join(dist, 'routes.json'), `${JSON.stringify(clientRoutes, null, 2)}\n`);
// The inline scripts the prerendered pages carry, for the server's Content-Security-Policy.
writeFileSync(join(dist, 'csp.json'), `${JSON.stringify({ scriptSrc: [...scriptHashes] }, null, 2)}\n`);
// The business's name and look, for the pages the server writes itself (the unsubscribe page).
writeFileSync(join(dist, 'site.json'), `${JSON.stringify(siteIdentity(), null, 2)}\n`);
console.log('wrote app-shell.html (and es/), sitemap.xml, robots.txt, routes.json, csp.json, site.json');
