import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HydrateWhenNear } from '@/lib/hydrate-when-near';
import { useAuth } from '@/lib/auth/auth-context';
import { LanguageSwitcher } from '@/components/language-switcher';
import { NavLinks } from './nav-links';
import { PendingBadge } from '@/features/learning';
import { NotificationBell } from '@/features/notifications';
import { UserArea } from './user-area';

function Logo() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 rounded-lg font-bold text-primary">
      <svg aria-hidden="true" viewBox="0 0 32 32" width="32" height="32" className="shrink-0">
        <path d="M16 3C12 10 7 15 7 20a9 9 0 0 0 18 0c0-5-5-10-9-17z" fill="currentColor" />
        <path d="M11 21c1 3 3 4 5 4" className="stroke-surface" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      <span className="text-xl whitespace-nowrap">{t('site.name')}</span>
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const { user } = useAuth();
  const signedIn = user !== null;
  // Until a password someone else set is replaced, the notices are not the holder's to read yet.
  const showsNotices = signedIn && !user.mustChangePassword;
  useEffect(() => setMenuOpen(false), [location.pathname]);
  // A signed-in person's header holds one link, a bell, a greeting and a role more: it needs the
  // width of a wide laptop (1280 px) to fit on one line, and takes the menu below that.
  const wide = signedIn
    ? { only: 'hidden xl:block', flex: 'hidden xl:flex', narrow: 'xl:hidden' }
    : { only: 'hidden lg:block', flex: 'hidden lg:flex', narrow: 'lg:hidden' };

  // A disclosure, not a modal: it pushes the page down, so focus is free to leave. While it is
  // open, Escape closes it, and when focus was in the menu (or on its button) it returns to the button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focus = document.activeElement;
      setMenuOpen(false);
      if (focus && (document.getElementById('mobile-menu')?.contains(focus) || focus === menuButton.current)) menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <HydrateWhenNear part="header" inNextTask className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2">
        <div className="flex items-center gap-3">
          <Logo />
          {/* What waits to be sent: only a signed-in learner makes such changes, so a visitor's first
              view never loads the queue's code (IndexedDB, the sync); a learner's page loads it after rendering. */}
          {signedIn ? (
            <Suspense fallback={null}>
              <PendingBadge />
            </Suspense>
          ) : null}
        </div>
        <nav aria-label={t('a11y.mainNavigation')} className={wide.only}>
          {/* Its links in a task after the rest of the header's: together they made a long one on a slow phone. */}
          <HydrateWhenNear part="header-nav" inNextTask>
            <NavLinks signedIn={signedIn} />
          </HydrateWhenNear>
        </nav>
        {/* The language switcher of wide screens sits in the accessibility bar above. */}
        <div className={`items-center gap-3 ${wide.flex}`}>
          <UserArea />
        </div>
        {/* On narrow screens the bell stays in sight beside the menu button, its count with it. */}
        <div className={`flex items-center gap-1 ${wide.narrow}`}>
          {showsNotices ? <NotificationBell /> : null}
          <button
            ref={menuButton}
            type="button"
            className="flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-border-strong text-text"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </HydrateWhenNear>
      {menuOpen ? (
        <div id="mobile-menu" className={`border-t border-border px-4 pb-4 ${wide.narrow}`}>
          <nav aria-label={t('a11y.mainNavigation')} className="py-2">
            <NavLinks vertical signedIn={signedIn} onNavigate={() => setMenuOpen(false)} />
          </nav>
          <div className="flex flex-col gap-3 border-t border-border pt-3">
            <LanguageSwitcher id="language-mobile" />
            <UserArea onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
