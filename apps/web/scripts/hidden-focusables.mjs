// Controls that are hidden from assistive technology (aria-hidden="true") but reachable with Tab, in a
// prerendered page: a library's focus sentinel (Headless UI's tab list rendered one until its tabs
// registered; the site's tabs are its own since decision 0305) is a visually hidden button that only
// script makes useful. Before the script, Tab would land on it and focus would vanish (axe:
// aria-hidden-focus). The prerender takes such controls out of the tab order; hydration keeps the
// attribute (React does not patch a prerendered attribute that differs).
const FOCUSABLE_HIDDEN =
  /<(?:(?:button|input|select|textarea)\b|a\s[^>]*\bhref=)[^>]*\baria-hidden="true"[^>]*>/g;

export function unfocusHiddenControls(html) {
  return html.replace(FOCUSABLE_HIDDEN, (tag) =>
    /\stabindex=/.test(tag) ? tag : tag.replace(/^<(\w+)/, '<$1 tabindex="-1"'),
  );
}
