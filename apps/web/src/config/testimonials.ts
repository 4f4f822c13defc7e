import type { Testimonial } from './site-config.schema';

/** The six fixed reviews of the default company (fictional customers). */
export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Maria Gonzalez',
    location: 'Jupiter, FL',
    content:
      'Our driveway looks brand new! They showed up on time, worked fast and left everything spotless.',
    rating: 5,
  },
  {
    id: 2,
    name: 'David Thompson',
    location: 'Palm Beach Gardens, FL',
    content:
      'The roof had years of black streaks. After one visit it looks like the day we moved in. Highly recommend.',
    rating: 5,
  },
  {
    id: 3,
    name: 'Jennifer Walsh',
    location: 'Lake Worth, FL',
    content:
      'Our pool deck was slippery and stained from the salt air. Now it is clean, bright and safe for the kids.',
    rating: 5,
  },
  {
    id: 4,
    name: 'Robert Chen',
    location: 'Boynton Beach, FL',
    content:
      'Friendly crew, fair price and eco-friendly products that did not harm my plants. Will book again.',
    rating: 5,
  },
  {
    id: 5,
    name: 'Angela Brooks',
    location: 'West Palm Beach, FL',
    content:
      'They cleaned the storefront and parking lot of our shop overnight, so we never had to close. Excellent work.',
    rating: 5,
  },
  {
    id: 6,
    name: 'Michael Rivera',
    location: 'Jupiter, FL',
    content:
      'Quick reply, easy scheduling and amazing results on our brick pathway. True professionals from start to finish.',
    rating: 5,
  },
];
