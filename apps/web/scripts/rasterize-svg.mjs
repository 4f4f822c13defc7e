// Draws SVG documents as raster images in headless Chromium (a canvas: the browser's own SVG renderer and
// image encoders). For the committed raster files made from drawings: the touch icon and the site's
// pictures. Neither the build nor the tests need it.
// The function handed to page.evaluate runs in the page, where these exist.
/* global Image, document */
import { chromium } from 'playwright-core';
import { browserPath } from '../../../scripts/browser-path.mjs';

/**
 * Runs `use(rasterize)` with one browser page, closed afterwards. `rasterize(svg, options)` resolves to the
 * encoded image's bytes: `width` x `height` pixels, `type` 'image/webp' or 'image/png', `quality` for a
 * lossy WebP (0-1), `background` a colour painted under the drawing (default: none).
 */
export async function withRasterizer(use) {
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const rasterize = async (svg, options) => {
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, type, quality, background }) => {
          const img = new Image();
          img.src = `data:image/svg+xml,${encodeURIComponent(svg)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d');
          if (background) {
            context.fillStyle = background;
            context.fillRect(0, 0, width, height);
          }
          context.drawImage(img, 0, 0, width, height);
          return canvas.toDataURL(type, quality);
        },
        { svg, ...options },
      );
      const [header, data] = dataUrl.split(',');
      if (header !== `data:${options.type};base64`)
        throw new Error(`the browser did not encode ${options.type}`);
      return Buffer.from(data, 'base64');
    };
    return await use(rasterize);
  } finally {
    await browser.close();
  }
}
