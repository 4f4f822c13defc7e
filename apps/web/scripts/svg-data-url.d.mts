/** An SVG file as a `data:` URL for an HTML attribute (svg-data-url.mjs; the browser tests use it too). */
export declare function svgDataUrl(svg: string): string;
