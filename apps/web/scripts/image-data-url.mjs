// A picture as a `data:` URL for an HTML attribute (decisions 0199, 0202, 0307): the prerender writes small
// pictures into the page with these, and the browser tests check the page against them.

/** An SVG document, percent-encoded, so quotes, `#` and `%` in it cannot end the attribute or the URL early. */
export function svgDataUrl(svg) {
  if (!/^\s*<svg[\s>]/.test(svg)) throw new Error('svgDataUrl: not an SVG document');
  return `data:image/svg+xml,${encodeURIComponent(svg.trim().replace(/\s+/g, ' '))}`;
}

/** A published image file's bytes as a data URL, by its name: an SVG as above, a WebP in base64. */
export function imageDataUrl(name, bytes) {
  if (name.endsWith('.svg')) return svgDataUrl(Buffer.from(bytes).toString('utf8'));
  if (name.endsWith('.webp')) {
    const data = Buffer.from(bytes);
    if (data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP')
      throw new Error(`imageDataUrl: ${name} is not a WebP file`);
    return `data:image/webp;base64,${data.toString('base64')}`;
  }
  throw new Error(`imageDataUrl: no data URL for ${name} (an .svg or .webp file)`);
}
