// An SVG file as a `data:` URL for an HTML attribute: percent-encoded, so quotes, `#` and `%` in the SVG
// cannot end the attribute or the URL early.
export function svgDataUrl(svg) {
  if (!/^\s*<svg[\s>]/.test(svg)) throw new Error('svgDataUrl: not an SVG document');
  return `data:image/svg+xml,${encodeURIComponent(svg.trim().replace(/\s+/g, ' '))}`;
}
