/** An SVG document as a `data:` URL for an HTML attribute (image-data-url.mjs; the browser tests use it too). */
export declare function svgDataUrl(svg: string): string;
/** A published image file's bytes as a `data:` URL, by its name (`.svg` or `.webp`). */
export declare function imageDataUrl(name: string, bytes: Uint8Array): string;
