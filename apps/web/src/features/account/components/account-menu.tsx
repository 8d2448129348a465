import { PATHS } from '@jal/contracts/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Chevron } from '@/components/chevron';
import { useAuth } from '@/lib/auth/auth-context';

const ITEM =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left font-semibold text-text hover:bg-surface-muted focus-visible:bg-surface-muted';

/**
 * The signed-in person's name as a button that shows their pages (a disclosure, not an ARIA
 * menu: the items are plain links and a button, reached with Tab or the arrow keys). Enter or
 * Space opens it; Escape closes it and puts focus back on the button; so does a click elsewhere.
 */
export function AccountMenu({ name, onNavigate }: { name: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>(`#${CSS.escape(id)} a, #${CSS.escape(id)} button`) ?? [])];
  const moveFocus = (step: 1 | -1 | 'first' | 'last') => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = step === 'first' ? 0 : step === 'last' ? list.length - 1 : (at + step + list.length) % list.length;
    list[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      // Only this menu closes: the phone menu around it stays open.
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
      return;
    }
    const moves: Record<string, 1 | -1 | 'first' | 'last'> = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    if (!open) {
      setOpen(true);
      // The items exist after the next render.
      window.requestAnimationFrame(() => moveFocus(move === -1 || move === 'last' ? 'last' : 'first'));
      return;
    }
    moveFocus(document.activeElement === button.current && move === 1 ? 'first' : move);
  };

  const close = () => {
    setOpen(false);
    onNavigate?.();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the keys of the button and its items, handled where they meet
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-1 rounded-lg px-2 font-semibold text-text hover:bg-surface-muted"
      >
        <span>{t('nav.welcome', { name })}</span>
        <Chevron direction="down" className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute left-0 z-50 mt-1 min-w-56 rounded-xl border border-border bg-surface p-2 shadow-lg lg:right-0 lg:left-auto"
      >
        <nav aria-label={t('nav.accountMenu')}>
          <ul className="flex flex-col gap-1">
            <li>
              <Link to={PATHS.myLearning} className={ITEM} onClick={close}>
                {t('nav.myLearning')}
              </Link>
            </li>
            <li>
              <Link to={PATHS.downloads} className={ITEM} onClick={close}>
                {t('nav.downloads')}
              </Link>
            </li>
            <li>
              <Link to={PATHS.profile} className={ITEM} onClick={close}>
                {t('nav.profile')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={ITEM}
                onClick={() => {
                  close();
                  void signOut().then(() => navigate('/'));
                }}
              >
                {t('nav.logout')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
