import { HomeSection } from './home-section';
import { siteConfig } from '../../config/site-config';
import { useT } from '../../shared/i18n';

/** The gallery's pictures' words in the catalog, in the order of the site configuration's gallery. */
const GALLERY = ['brick', 'exterior'] as const;

/** See the Difference: the before/after gallery cards (lazy images, boxes reserved). */
export function GallerySection() {
  const t = useT();
  return (
    <HomeSection
      id="before-after"
      heading={t('home.gallery.heading')}
      muted
      renderNear="[contain-intrinsic-size:auto_880px] md:[contain-intrinsic-size:auto_560px] lg:[contain-intrinsic-size:auto_640px]"
    >
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {siteConfig.gallery.map((item, i) => (
          <li
            key={item.title}
            className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
          >
            <img
              src={item.image.src}
              alt={t(`home.gallery.${GALLERY[i]!}.alt`)}
              width={item.image.width}
              height={item.image.height}
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <div className="p-5">
              <h3 className="text-lg font-semibold text-slate-900">
                {t(`home.gallery.${GALLERY[i]!}.title`)}
              </h3>
              <p className="text-slate-700">{t(`home.gallery.${GALLERY[i]!}.caption`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
