import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { buttonClass } from './button-styles';
import { Chevron } from './chevron';

/** One of the actions behind the button; `danger` draws it in the danger colour (a delete). */
export type MoreAction = { key: string; label: string; onSelect: () => void; danger?: boolean };

const ITEM =
  'flex min-h-11 w-full items-center rounded-md px-3 text-left font-semibold hover:bg-surface-muted focus-visible:bg-surface-muted';

/**
 * A row's less frequent actions behind one button, where side by side they would wrap onto
 * several lines (a phone). A disclosure: the list opens under the row's buttons, in the flow of
 * the page, so no part of it can fall off the edge of a narrow screen. Escape closes it and gives
 * focus back to the button; so does choosing an action, before it runs, so that a dialog the
 * action opens gives focus back to the button too.
 */
export function MoreActions({ label, name, actions }: { label: string; name?: string; actions: MoreAction[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    close();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        className={buttonClass.secondary}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onKeyDown}
      >
        {label}
        {name ? <span className="sr-only">{` ${name}`}</span> : null}
        <Chevron direction="down" className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any of its buttons closes the list */}
      <ul id={id} hidden={!open} onKeyDown={onKeyDown} className="basis-full rounded-lg border border-border bg-surface p-1">
        {actions.map((action) => (
          <li key={action.key}>
            <button
              type="button"
              className={`${ITEM} ${action.danger ? 'text-danger' : 'text-text'}`}
              onClick={() => {
                close();
                action.onSelect();
              }}
            >
              {action.label}
              {name ? <span className="sr-only">{` ${name}`}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
