import { describe, expect, it } from 'vitest';
import { imageDataUrl, svgDataUrl } from './image-data-url.mjs';

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

describe('imageDataUrl', () => {
  const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

  it('writes a WebP file in base64, which decodes back to the same bytes', () => {
    const url = imageDataUrl('hero.webp', webp);
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    expect(Buffer.from(url.slice('data:image/webp;base64,'.length), 'base64').equals(webp)).toBe(true);
  });

  it('writes an SVG file as svgDataUrl does', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(imageDataUrl('icon.svg', Buffer.from(svg))).toBe(svgDataUrl(svg));
  });

  it('refuses a file whose bytes are not what its name says, and a kind it does not know', () => {
    expect(() => imageDataUrl('hero.webp', Buffer.from('<svg/>'))).toThrow(/not a WebP file/);
    expect(() => imageDataUrl('photo.jpg', webp)).toThrow(/no data URL for photo.jpg/);
  });
});
