// Controls that are hidden from assistive technology (aria-hidden="true") but reachable with Tab, in a
// prerendered page: Headless UI's tab-list focus sentinel, a visually hidden button that moves focus to
// the selected tab once the script has run, renders until the tabs register. Before then, Tab would land
// on it and focus would vanish (axe: aria-hidden-focus). The prerender takes them out of the tab order;
// hydration keeps the attribute (React does not patch a prerendered attribute that differs) until the
// sentinel unmounts.
const FOCUSABLE_HIDDEN =
  /<(?:(?:button|input|select|textarea)\b|a\s[^>]*\bhref=)[^>]*\baria-hidden="true"[^>]*>/g;

export function unfocusHiddenControls(html) {
  return html.replace(FOCUSABLE_HIDDEN, (tag) =>
    /\stabindex=/.test(tag) ? tag : tag.replace(/^<(\w+)/, '<$1 tabindex="-1"'),
  );
}
