import type { ReactNode } from 'react';

/** Small inline icons for tiles and service cards; decorative (the label carries the meaning). */
const paths: Record<string, ReactNode> = {
  Residential: <path d="M3 11l9-8 9 8v10a1 1 0 01-1 1h-5v-7H9v7H4a1 1 0 01-1-1z" />,
  Commercial: (
    <path d="M4 21V5a1 1 0 011-1h9a1 1 0 011 1v16M15 9h4a1 1 0 011 1v11M8 8h3M8 12h3M8 16h3M2 21h20" />
  ),
  'House Exterior': <path d="M3 11l9-8 9 8M5 10v11h14V10M10 21v-6h4v6" />,
  'Driveway Cleaning': <path d="M8 3L4 21M16 3l4 18M12 5v2M12 11v2M12 17v2" />,
  'Roof Cleaning': <path d="M2 13L12 4l10 9M6 10v10h12V10" />,
  'Pool Deck / Patio': (
    <path d="M2 16c2 0 2-1.5 4-1.5S8 16 10 16s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 13V5a2 2 0 014 0M16 13V5a2 2 0 00-4 0" />
  ),
  'Sidewalks / Walkways': <path d="M4 21h16M6 17h12M8 13h8M10 9h4M11 5h2" />,
  'Fences (per side)': <path d="M4 21V6l2-3 2 3v15M16 21V6l2-3 2 3v15M4 10h16M4 16h16" />,
  // Commercial: a shop front with its awning over a parking stripe; a block of flats; a bin on its pad;
  // a sign on its post.
  'Storefronts & Parking Lots': <path d="M3 4h18l-1 5H4zM4 9v8h16V9M9 17v-5h6v5M2 21h4M10 21h4M18 21h4" />,
  'Apartment Complexes': (
    <path d="M3 21V7l6-3v17M9 21V3h12v18M2 21h20M12 7h2M16 7h2M12 11h2M16 11h2M12 15h2M16 15h2M5 10h2M5 14h2" />
  ),
  'Dumpster Pads': <path d="M3 9h18l-2 9H5zM2 9l2-4h16l2 4M7 18v2M17 18v2M2 21h20" />,
  'Signage & Exterior Walls': <path d="M4 4h16v8H4zM12 12v9M8 21h8M7 7h10M7 9h6" />,
};

const fallback = <path d="M4 4h16v16H4z" />;

/** The icon of a property type or service: each has its own drawing (a square for an unknown name). */
export function ServiceIcon({ name, className = 'h-8 w-8' }: { name: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[name] ?? fallback}
    </svg>
  );
}
