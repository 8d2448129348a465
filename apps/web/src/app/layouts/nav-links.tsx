import { useTranslation } from 'react-i18next';
import { PATHS } from '@jal/contracts/core';
import { NavLink } from 'react-router';

const LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/courses', key: 'nav.courses', end: false },
  { to: '/about', key: 'nav.about', end: true },
  { to: '/resources', key: 'nav.resources', end: true },
  { to: '/contact', key: 'nav.contact', end: true },
] as const;

/** A signed-in person's own page: where their courses continue. */
const MY_LEARNING = { to: PATHS.myLearning, key: 'nav.myLearning', end: true } as const;

/**
 * Home, Courses, About, Resources, Contact (and My learning for a signed-in person); the active
 * one is highlighted and marked current.
 */
export function NavLinks({
  vertical = false,
  signedIn = false,
  onNavigate,
}: {
  vertical?: boolean;
  signedIn?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const links = signedIn ? [...LINKS, MY_LEARNING] : LINKS;
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-lg px-3 font-semibold whitespace-nowrap transition-colors duration-200 ${
                isActive ? 'bg-primary text-primary-contrast' : 'text-text hover:bg-surface-muted'
              }`
            }
          >
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
