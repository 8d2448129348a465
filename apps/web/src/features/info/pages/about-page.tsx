import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { HydrateWhenNear } from '@/lib/hydrate-when-near';
import { AboutCallToAction, ApproachSection, PartnersSection } from '../components/about-more';
import { AudienceSection, MakingSection, MissionSection } from '../components/about-sections';

/** The sections below the first view, each with the name of its hydration part. */
const SECTIONS = [
  ['mission-section', MissionSection],
  ['audience-section', AudienceSection],
  ['making-section', MakingSection],
  ['approach-section', ApproachSection],
  ['partners-section', PartnersSection],
  ['about-call-to-action', AboutCallToAction],
] as const;

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('about.title')} intro={t('about.intro')} />
      {/* The title and introduction are the first view; each section below is made live as it nears the screen. */}
      {SECTIONS.map(([part, Section]) => (
        <HydrateWhenNear key={part} part={part}>
          <Section />
        </HydrateWhenNear>
      ))}
    </>
  );
}

export default AboutPage;
