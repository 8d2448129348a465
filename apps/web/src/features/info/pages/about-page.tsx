import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AboutCallToAction, ApproachSection, PartnersSection } from '../components/about-more';
import { AudienceSection, MakingSection, MissionSection } from '../components/about-sections';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('about.title')} intro={t('about.intro')} />
      <MissionSection />
      <AudienceSection />
      <MakingSection />
      <ApproachSection />
      <PartnersSection />
      <AboutCallToAction />
    </>
  );
}

export default AboutPage;
