import { siteConfig } from '../../config/site-config';
import { useT } from '../../shared/i18n';

/** The representative persona's photo (from the site configuration). */
export function RepresentativeAvatar() {
  const { photo, name } = siteConfig.persona;
  const t = useT();
  return (
    <img
      src={photo.src}
      alt={t('wizard.persona.alt', { name })}
      width={80}
      height={80}
      className="h-20 w-20 rounded-full object-cover ring-4 ring-brand-100"
    />
  );
}
