import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';

/** The downloads page's address. */
export const DOWNLOADS_PATH = '/downloads';

/** The signed-in user's link to the courses downloaded on this phone. */
export function DownloadsLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to={DOWNLOADS_PATH} onClick={onNavigate} className={buttonClass.ghost}>
      {t('nav.downloads')}
    </Link>
  );
}
