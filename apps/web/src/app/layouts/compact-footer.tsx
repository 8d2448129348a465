import { COPYRIGHT_YEAR } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOTTOM_LINKS } from './footer';

/**
 * The footer of the lesson player on a phone: one band with the copyright and who made the site,
 * where the full footer's lists and newsletter would only push the lesson away. The privacy
 * notice and terms stay one tap away, as on every page.
 */
export function CompactFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto bg-footer text-footer-text">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 py-2 text-sm">
        <p>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
        <ul className="flex flex-wrap gap-x-4">
          {BOTTOM_LINKS.map(([to, key]) => (
            <li key={to}>
              <Link
                to={to}
                className="inline-flex min-h-11 items-center rounded underline underline-offset-4 hover:text-footer-strong focus-visible:outline-footer-text"
              >
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
