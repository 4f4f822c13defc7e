import { HomeSection } from './home-section';
import type { CSSProperties } from 'react';
import { siteConfig, type Testimonial } from '../../config/site-config';
import { ChevronIcon, FiveStars } from '../shared/icons';
import { useCarousel } from './use-carousel';
import { useEarlyTaps } from '../../shared/early-taps';

const CAROUSEL_TAPS = ['carousel-previous', 'carousel-next'] as const;

function ReviewCard({ review, position, total }: { review: Testimonial; position: number; total: number }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${total}`}
      className="w-full shrink-0 px-1 lg:w-auto lg:px-0"
    >
      <figure className="flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <FiveStars rating={review.rating} />
        <blockquote className="mt-4 flex-1 text-slate-800">“{review.content}”</blockquote>
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

/** What Our Clients Say: a three-column grid on large screens, a swipeable carousel below. */
export function TestimonialsSection({ reviews = siteConfig.testimonials }: { reviews?: Testimonial[] }) {
  const { index, previous, next, atStart, atEnd, swipeHandlers } = useCarousel(reviews.length);
  // Each tap made before hydration moves one slide, as it would have (the moves stop at the ends).
  useEarlyTaps(CAROUSEL_TAPS, (key) => (key === 'carousel-next' ? next() : previous()));
  return (
    <HomeSection id="testimonials" heading="What Our Clients Say">
      <div aria-roledescription="carousel" aria-label="Client reviews" className="mt-10" role="region">
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
          <button
            type="button"
            className={navButton}
            onClick={previous}
            disabled={atStart}
            aria-label="Previous review"
            data-tap={CAROUSEL_TAPS[0]}
          >
            <ChevronIcon direction="left" />
          </button>
          <span className="min-w-16 text-center text-sm text-slate-700" aria-hidden="true">
            {index + 1} / {reviews.length}
          </span>
          <button
            type="button"
            className={navButton}
            onClick={next}
            disabled={atEnd}
            aria-label="Next review"
            data-tap={CAROUSEL_TAPS[1]}
          >
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
    </HomeSection>
  );
}
