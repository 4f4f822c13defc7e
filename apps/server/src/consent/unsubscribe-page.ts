/**
 * The unsubscribe pages, plain HTML from the server (no script at all): the button is a form that posts
 * back to the same address, so it works without JavaScript, as RFC 8058 expects of the link too. In the
 * language of the link (`/es/unsubscribe/...` for a Spanish lead; issue 41), from the catalogs'
 * `unsubscribe.*`.
 */
import { LOCALES, translator, type Language, type MessageKey, type SiteIdentity } from '@pw/funnel';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `a***@example.com`: enough for the recipient to recognise, not the address itself. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `${'*'.repeat(Math.max(0, address.length - 4))}${address.slice(-4)}`;
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

/**
 * A page in the site's look: a header band with the business's name (linking to the site), a card with
 * the text, the site's brand colours (`site.json` of the web build, decision 0312). Without a web build
 * (`site` null) the same page with neutral colours and no name.
 */
function page(title: string, body: string, site: SiteIdentity | null, language: Language): string {
  const header = site?.colors.header ?? '#0f172a';
  const action = site?.colors.action ?? '#1e3a8a';
  const name = site ? escape(site.businessName) : '';
  return `<!doctype html>
<html lang="${LOCALES[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}${site ? ` | ${name}` : ''}</title>
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;margin:0;color:#0f172a;background:#f8fafc;line-height:1.5}
header{background:${header};color:#fff;padding:1rem 1.5rem}
header a{color:#fff;font-size:1.125rem;font-weight:700;text-decoration:none}
header a:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
main{box-sizing:border-box;width:calc(100% - 2rem);max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgb(15 23 42/.12)}
h1{font-size:1.5rem;margin:0 0 1rem;color:${header}}
button{min-height:2.75rem;padding:0 1.25rem;font:inherit;font-weight:600;color:#fff;background:${action};border:0;border-radius:.375rem;cursor:pointer}
</style>
</head>
<body>
${site ? `<header><a href="${language === 'es' ? '/es' : '/'}">${name}</a></header>\n` : ''}<main>
<h1>${escape(title)}</h1>
${body}
</main></body>
</html>
`;
}

/**
 * A sentence of the page: its `key` naming the business, or its `*NoName` twin speaking as "we" without a
 * web build; every value escaped (the masked address is the recipient's own text).
 */
function sentence(
  language: Language,
  key: 'unsubscribe.confirm.text' | 'unsubscribe.done.text' | 'unsubscribe.unknown.text',
  site: SiteIdentity | null,
  address = '',
): string {
  const tr = translator(language);
  const values = { address: escape(maskedAddress(address)) };
  return site
    ? tr.t(key, { ...values, business: escape(site.businessName) })
    : tr.t(`${key}NoName` as MessageKey, values);
}

export function confirmPage(
  address: string,
  action: string,
  site: SiteIdentity | null,
  language: Language = 'en',
): string {
  const tr = translator(language);
  return page(
    tr.t('unsubscribe.confirm.title'),
    `<p>${sentence(language, 'unsubscribe.confirm.text', site, address)}</p>
<form method="post" action="${escape(action)}">
<button type="submit">${escape(tr.t('unsubscribe.confirm.button'))}</button>
</form>`,
    site,
    language,
  );
}

export function donePage(address: string, site: SiteIdentity | null, language: Language = 'en'): string {
  return page(
    translator(language).t('unsubscribe.done.title'),
    `<p>${sentence(language, 'unsubscribe.done.text', site, address)}</p>`,
    site,
    language,
  );
}

export function unknownLinkPage(site: SiteIdentity | null, language: Language = 'en'): string {
  return page(
    translator(language).t('unsubscribe.unknown.title'),
    `<p>${sentence(language, 'unsubscribe.unknown.text', site)}</p>`,
    site,
    language,
  );
}
