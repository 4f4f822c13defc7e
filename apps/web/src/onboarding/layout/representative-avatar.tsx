import { wizardSiteConfig } from '../adapters/site-config.adapter';

/** The representative persona's photo, or their initial when no photo is configured. */
export function RepresentativeAvatar() {
  const { name, photoUrl } = wizardSiteConfig.representative;
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={`${name}, your representative`}
        width={80}
        height={80}
        className="h-20 w-20 rounded-full object-cover ring-4 ring-sky-100"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={`${name}, your representative`}
      className="flex h-20 w-20 items-center justify-center rounded-full bg-blue-700 text-3xl font-bold text-white ring-4 ring-sky-100"
    >
      {name.charAt(0)}
    </span>
  );
}
