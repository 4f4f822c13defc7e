import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n';

/** Small inline icons (decorative: every use sits next to text or inside a labelled control). */
interface IconProps {
  className?: string;
}

function Outline({
  className,
  strokeWidth = 2,
  children,
}: IconProps & { strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const PhoneIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <Outline className={className}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </Outline>
);

export const ShieldIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <Outline className={className}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="M9 12l2 2 4-4" />
  </Outline>
);

export const LeafIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <Outline className={className}>
    <path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z" />
    <path d="M2 21c0-3 1.9-5.4 5.1-6" />
  </Outline>
);

export const CheckIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <Outline className={className} strokeWidth={2.5}>
    <path d="M20 6L9 17l-5-5" />
  </Outline>
);

export const ClockIcon = ({ className = 'h-5 w-5' }: IconProps) => (
  <Outline className={className}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </Outline>
);

export const ChevronIcon = ({
  className = 'h-5 w-5',
  direction,
}: IconProps & { direction: 'left' | 'right' }) => (
  <Outline className={className} strokeWidth={2.5}>
    <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
  </Outline>
);

export const DropIcon = ({ className = 'h-6 w-6' }: IconProps) => (
  <svg className={className} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d="M12 2.5c-3.5 4.7-7 8.8-7 12.5a7 7 0 0 0 14 0c0-3.7-3.5-7.8-7-12.5z" />
  </svg>
);

/** A star 20 units wide at x 0-20, drawn from its top point with relative moves, so it can be repeated. */
const STAR = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
const STAR_STEP = 22;

/**
 * Filled stars (as many as `rating`) with one accessible label, drawn as one path in one SVG: the reviews
 * show six rows of them, and one element per row instead of ten is less for the browser to parse, style,
 * lay out and hydrate (decision 0281). `className` sets the height; the width follows the drawing.
 */
export function FiveStars({ className = 'h-5', rating = 5 }: IconProps & { rating?: number }) {
  const t = useT();
  const d = Array.from({ length: rating }, (_, i) => `M${10 + i * STAR_STEP} 1.5${STAR}`).join('');
  return (
    <svg
      role="img"
      aria-label={t('home.stars', { rating })}
      className={`${className} w-auto text-amber-500`}
      viewBox={`0 0 ${rating * STAR_STEP - 2} 20`}
      fill="currentColor"
    >
      <path d={d} />
    </svg>
  );
}
