import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
import { HydrateWhenNear } from '@/lib/hydrate-when-near';
import { AppBanner } from '../components/app-banner';
import { AppPromo } from '../components/app-promo';
import { CourseStrip } from '../components/course-strip';
import { CurriculumShowcase } from '../components/curriculum-showcase';
import { Hero } from '../components/hero';
import { Offerings } from '../components/offerings';
import { SmartFeatures } from '../components/smart-features';
import { Testimonials } from '../components/testimonials';
import { WhyChooseUs } from '../components/why-choose-us';

/** The landing page: its nine sections, in their fixed order. */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  return (
    <>
      <Hero />
      {/* The hero is the first view; the sections below are made live as they near the screen (the
          course strip and the curriculum load their code only then). */}
      <HydrateWhenNear part="home-app-banner">
        <AppBanner />
      </HydrateWhenNear>
      <HydrateWhenNear part="home-why-choose-us">
        <WhyChooseUs />
      </HydrateWhenNear>
      <CourseStrip />
      <CurriculumShowcase />
      <HydrateWhenNear part="home-smart-features">
        <SmartFeatures />
      </HydrateWhenNear>
      <HydrateWhenNear part="home-offerings">
        <Offerings />
      </HydrateWhenNear>
      <HydrateWhenNear part="home-testimonials">
        <Testimonials />
      </HydrateWhenNear>
      <HydrateWhenNear part="home-app-promo">
        <AppPromo />
      </HydrateWhenNear>
    </>
  );
}

export default HomePage;
