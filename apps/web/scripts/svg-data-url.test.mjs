import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './svg-data-url.mjs';

describe('svgDataUrl', () => {
  it('encodes the SVG so it decodes back whole and holds nothing that ends an attribute', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#0b2f4f" width="50%"/>\n</svg>\n';
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/["'<>#\s]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"> <rect fill="#0b2f4f" width="50%"/> </svg>',
    );
  });

  it('refuses a file that is not an SVG document', () => {
    expect(() => svgDataUrl('<html></html>')).toThrow(/not an SVG/);
  });
});
