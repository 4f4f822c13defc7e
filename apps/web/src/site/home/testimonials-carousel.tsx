import type { CSSProperties } from 'react';
import { siteConfig, type Testimonial } from '../../config/site-config';
import { ChevronIcon, FiveStars } from '../shared/icons';
import { useCarousel } from './use-carousel';
import { useEarlyTaps } from '../../shared/early-taps';
import { useT } from '../../shared/i18n';

const CAROUSEL_TAPS = ['carousel-previous', 'carousel-next'] as const;

function ReviewCard({ review, position, total }: { review: Testimonial; position: number; total: number }) {
  const t = useT();
  return (
    <div
      role="group"
      aria-roledescription={t('home.testimonials.slideRole')}
      aria-label={t('home.testimonials.slide', { position, total })}
      className="w-full shrink-0 px-1 lg:w-auto lg:px-0"
    >
      <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <FiveStars className="h-5 self-start" rating={review.rating} />
        <blockquote lang="en" className="mt-4 flex-1 text-slate-800">
          “{review.content}”
        </blockquote>
        <figcaption className="mt-4">
          <span className="block font-semibold text-slate-900">{review.name}</span>
          <span className="block text-sm text-slate-600">{review.location}</span>
        </figcaption>
      </figure>
    </div>
  );
}

const navButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600';

function SlideButton({
  label,
  onClick,
  disabled,
  tap,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  tap: (typeof CAROUSEL_TAPS)[number];
}) {
  return (
    <button
      type="button"
      className={navButton}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      data-tap={tap}
    >
      <ChevronIcon direction={tap === 'carousel-next' ? 'right' : 'left'} />
    </button>
  );
}

/**
 * The reviews (an island, decision 0260): a three-column grid on large screens, a swipeable carousel with
 * Previous and Next below.
 */
export default function TestimonialsCarousel({
  reviews = siteConfig.testimonials,
}: {
  reviews?: Testimonial[];
}) {
  const { index, previous, next, atStart, atEnd, swipeHandlers } = useCarousel(reviews.length);
  // Each tap made before hydration moves one slide, as it would have (the moves stop at the ends).
  useEarlyTaps(CAROUSEL_TAPS, (key) => (key === 'carousel-next' ? next() : previous()));
  const t = useT();
  return (
    <div
      aria-roledescription={t('home.testimonials.carousel')}
      aria-label={t('home.testimonials.region')}
      className="mt-10"
      role="region"
    >
      <div className="touch-pan-y overflow-hidden lg:overflow-visible" {...swipeHandlers}>
        <div
          className="carousel-track flex select-none lg:grid lg:grid-cols-3 lg:gap-6"
          style={{ '--slide': index } as CSSProperties}
          aria-live="polite"
        >
          {reviews.map((review, i) => (
            <ReviewCard key={review.id} review={review} position={i + 1} total={reviews.length} />
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4 lg:hidden">
        <SlideButton
          label={t('home.testimonials.previous')}
          onClick={previous}
          disabled={atStart}
          tap={CAROUSEL_TAPS[0]}
        />
        <span className="min-w-16 text-center text-sm text-slate-700" aria-hidden="true">
          {index + 1} / {reviews.length}
        </span>
        <SlideButton
          label={t('home.testimonials.next')}
          onClick={next}
          disabled={atEnd}
          tap={CAROUSEL_TAPS[1]}
        />
      </div>
    </div>
  );
}
