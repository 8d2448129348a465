import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to '{title} | {site name}'. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const siteName = t('site.name');
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
