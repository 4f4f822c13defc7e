import { siteConfig } from '../../config/site-config';

/** The representative persona's photo (from the site configuration). */
export function RepresentativeAvatar() {
  const { photo } = siteConfig.persona;
  return (
    <img
      src={photo.src}
      alt={photo.alt}
      width={80}
      height={80}
      className="h-20 w-20 rounded-full object-cover ring-4 ring-brand-100"
    />
  );
}
