import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { renderPhase } from '@/lib/render-phase';

/** The title the page being rendered on the server asked for; the server writes it into the HTML. */
let serverTitle: string | null = null;

export function takeServerTitle(): string | null {
  const title = serverTitle;
  serverTitle = null;
  return title;
}

/** Sets the document title to '{title} | {site name}'. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const siteName = t('site.name');
  const full = title ? `${title} | ${siteName}` : siteName;
  if (renderPhase() === 'server') serverTitle = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
