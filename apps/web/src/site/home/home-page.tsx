import { usePageMeta } from '../../shared/page-meta';
import { ContactSection } from './contact-section';
import { GallerySection } from './gallery-section';
import { HeroSection } from './hero-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyUsSection } from './why-us-section';

/** The landing page: sections in the spec's order. */
export function HomePage() {
  usePageMeta('home');
  return (
    <main id="main" tabIndex={-1}>
      <HeroSection />
      <WhyUsSection />
      <ServicesSection />
      <GallerySection />
      <TestimonialsSection />
      <ContactSection />
    </main>
  );
}
