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
      <HydrateWhenNear>
        <MissionSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <AudienceSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <MakingSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <ApproachSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <PartnersSection />
      </HydrateWhenNear>
      <HydrateWhenNear>
        <AboutCallToAction />
      </HydrateWhenNear>
    </>
  );
}

export default AboutPage;
