import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

// Our own simple marks, not the stores' artwork: a play triangle and a download arrow.
const BADGES = [
  { top: 'home.store.playTop', name: 'home.store.play', icon: 'M7 4v16l13-8z' },
  { top: 'home.store.appleTop', name: 'home.store.apple', icon: 'M12 3v12m-5-5 5 5 5-5M5 20h14' },
] as const;

/**
 * App-store badges (sections 2 and 9). The store addresses are not known yet, so both lead to
 * the app section (#app).
 */
export function StoreBadges() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2 sm:gap-3">
      {BADGES.map((badge) => (
        <li key={badge.name}>
          <a
            href="#app"
            className="flex min-h-14 items-center gap-2 rounded-xl border border-border-strong bg-text py-2 pr-4 pl-3 text-surface transition-opacity duration-200 hover:opacity-90"
          >
            <Icon d={badge.icon} className="h-6 w-6" />
            <span className="flex flex-col leading-snug">
              <span className="text-sm">{t(badge.top)}</span>
              <span className="font-semibold sm:text-lg">{t(badge.name)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
