import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../src/config/site-config';
import { drawings, manifestFile, publishedDir, sha256, webpSize } from './pictures.mjs';

describe('the site pictures (decision 0307)', () => {
  const rendered = JSON.parse(readFileSync(manifestFile, 'utf8'));

  it('each drawing has its WebP, rendered from the drawing as it is now (else: npm run pictures -w @pw/web)', () => {
    const all = drawings();
    expect(all.length).toBeGreaterThan(0);
    for (const { name, svg, width, height } of all) {
      expect(rendered[name]?.drawing, `pictures/${name}.svg changed since its picture was rendered`).toBe(
        sha256(svg),
      );
      const webp = readFileSync(join(publishedDir, `${name}.webp`));
      expect(webpSize(webp), name).toEqual({ width, height });
      expect(webp.length, name).toBe(rendered[name].bytes);
    }
    expect(Object.keys(rendered).sort()).toEqual(all.map((d) => d.name));
  });

  it('the pages show published pictures, their boxes in the pictures’ proportions', () => {
    for (const image of [siteConfig.heroImage, ...siteConfig.gallery.map((g) => g.image)]) {
      const file = join(publishedDir, image.src.replace(/^\/images\//, ''));
      expect(existsSync(file), image.src).toBe(true);
      const { width, height } = webpSize(readFileSync(file));
      expect(image.width / image.height, image.src).toBeCloseTo(width / height, 2);
    }
  });
});

describe('webpSize', () => {
  /** A WebP file's first 32 bytes with the given chunk, `write` filling in the header at its offsets. */
  const header = (chunk, write) => {
    const file = Buffer.alloc(32);
    file.write('RIFF', 0, 'latin1');
    file.write('WEBP', 8, 'latin1');
    file.write(chunk, 12, 'latin1');
    write(file);
    return file;
  };

  it('reads the three headers a canvas writes', () => {
    const lossy = header('VP8 ', (f) => {
      f.writeUInt16LE(640, 26);
      f.writeUInt16LE(400, 28);
    });
    expect(webpSize(lossy)).toEqual({ width: 640, height: 400 });
    const lossless = header('VP8L', (f) => f.writeUInt32LE(((400 - 1) << 14) | (640 - 1), 21));
    expect(webpSize(lossless)).toEqual({ width: 640, height: 400 });
    const extended = header('VP8X', (f) => {
      f.writeUIntLE(160 - 1, 24, 3);
      f.writeUIntLE(120 - 1, 27, 3);
    });
    expect(webpSize(extended)).toEqual({ width: 160, height: 120 });
  });

  it('refuses what is not a WebP file', () => {
    expect(() => webpSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toThrow(/not a WebP/);
  });
});
