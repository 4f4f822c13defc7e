import { Island } from '../islands/island';
import { HomeSection } from './home-section';
import { useT } from '../../shared/i18n';

/** What Our Clients Say: the heading, and the reviews with their carousel (an island). */
export function TestimonialsSection() {
  const t = useT();
  return (
    <HomeSection
      id="testimonials"
      heading={t('home.testimonials.heading')}
      renderNear="[contain-intrinsic-size:auto_540px] md:[contain-intrinsic-size:auto_470px] lg:[contain-intrinsic-size:auto_700px]"
    >
      <Island name="testimonials-carousel" />
    </HomeSection>
  );
}
