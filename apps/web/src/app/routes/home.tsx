import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/components/page-title';
import { AppBanner } from '@/features/home/components/app-banner';
import { AppPromo } from '@/features/home/components/app-promo';
import { CourseStrip } from '@/features/home/components/course-strip';
import { CurriculumShowcase } from '@/features/home/components/curriculum-showcase';
import { Hero } from '@/features/home/components/hero';
import { Offerings } from '@/features/home/components/offerings';
import { SmartFeatures } from '@/features/home/components/smart-features';
import { Testimonials } from '@/features/home/components/testimonials';
import { WhyChooseUs } from '@/features/home/components/why-choose-us';

/** The landing page: the nine sections of spec §2, in order. */
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
