import { Island } from '../islands/island';
import { HomeSection } from './home-section';

/** What Our Clients Say: the heading, and the reviews with their carousel (an island). */
export function TestimonialsSection() {
  return (
    <HomeSection id="testimonials" heading="What Our Clients Say">
      <Island name="testimonials-carousel" />
    </HomeSection>
  );
}
