import { siteConfig } from '../../config/site-config';

/** See the Difference: the before/after gallery cards (lazy images, boxes reserved). */
export function GallerySection() {
  return (
    <section id="before-after" tabIndex={-1} aria-labelledby="gallery-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="gallery-heading" className="text-center text-3xl font-bold text-brand-900">
          See the Difference
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {siteConfig.gallery.map((item) => (
            <li
              key={item.title}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <img
                src={item.image.src}
                alt={item.image.alt}
                width={item.image.width}
                height={item.image.height}
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
              />
              <div className="p-5">
                <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="text-slate-700">{item.caption}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
