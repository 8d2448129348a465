import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PlaceholderSection } from '../../components/placeholder-section';

/** A page with its title and introduction; its full content is still being written. */
function IntroPage({ page }: { page: 'lms' | 'learn' }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`${page}.title`)} intro={t(`${page}.intro`)} />
      <PlaceholderSection />
    </>
  );
}

export const LmsPage = () => <IntroPage page="lms" />;
export const LearnPage = () => <IntroPage page="learn" />;
