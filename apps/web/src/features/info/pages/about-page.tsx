import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { HydrateWhenNear } from '@/lib/hydrate-when-near';
import { AboutCallToAction, ApproachSection, PartnersSection } from '../components/about-more';
import { AudienceSection, MakingSection, MissionSection } from '../components/about-sections';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('about.title')} intro={t('about.intro')} />
      {/* The title and introduction are the first view; each section below is made live as it nears the screen. */}
      <HydrateWhenNear part="mission-section">
        <MissionSection />
      </HydrateWhenNear>
      <HydrateWhenNear part="audience-section">
        <AudienceSection />
      </HydrateWhenNear>
      <HydrateWhenNear part="making-section">
        <MakingSection />
      </HydrateWhenNear>
      <HydrateWhenNear part="approach-section">
        <ApproachSection />
      </HydrateWhenNear>
      <HydrateWhenNear part="partners-section">
        <PartnersSection />
      </HydrateWhenNear>
      <HydrateWhenNear part="about-call-to-action">
        <AboutCallToAction />
      </HydrateWhenNear>
    </>
  );
}

export default AboutPage;
