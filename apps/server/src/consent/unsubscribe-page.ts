/**
 * The unsubscribe pages, plain HTML from the server (no script at all): the button is a form that posts
 * back to the same address, so it works without JavaScript, as RFC 8058 expects of the link too.
 */

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `a***@example.com`: enough for the recipient to recognise, not the address itself. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `${'*'.repeat(Math.max(0, address.length - 4))}${address.slice(-4)}`;
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}
main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 1rem}
button{min-height:2.75rem;padding:0 1.25rem;font:inherit;font-weight:600;color:#fff;background:#1e3a8a;border:0;border-radius:.375rem;cursor:pointer}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body><main>
<h1>${escape(title)}</h1>
${body}
</main></body>
</html>
`;

export function confirmPage(address: string, action: string): string {
  return page(
    'Unsubscribe from follow-up e-mails',
    `<p>Stop follow-up e-mails about your quote to ${escape(maskedAddress(address))}?</p>
<form method="post" action="${escape(action)}">
<button type="submit">Unsubscribe</button>
</form>`,
  );
}

export function donePage(address: string): string {
  return page(
    "You're unsubscribed",
    `<p>We will not send follow-up e-mails to ${escape(maskedAddress(address))} again. E-mails about an appointment you book still reach you.</p>`,
  );
}

export function unknownLinkPage(): string {
  return page(
    'This unsubscribe link is not valid',
    '<p>The link may have been cut or changed. Open it again from the e-mail, or reply to the e-mail to ask us to stop.</p>',
  );
}
