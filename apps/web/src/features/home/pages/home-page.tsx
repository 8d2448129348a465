import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
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
      <AppBanner />
      <WhyChooseUs />
      <CourseStrip />
      <CurriculumShowcase />
      <SmartFeatures />
      <Offerings />
      <Testimonials />
      <AppPromo />
    </>
  );
}

export default HomePage;
