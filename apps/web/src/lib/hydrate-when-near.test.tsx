import { act, waitFor } from '@testing-library/react';
import { renderToString } from 'preact-render-to-string';
import { useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateWhenNear } from './hydrate-when-near';
import { useMustMatchServerHtml, whileHydrating } from './render-phase';

/** A part with a counter: it counts only once it is hydrated, and says whether it had to match the server. */
function Counter() {
  const [count, setCount] = useState(0);
  const matchedServer = useMustMatchServerHtml();
  return (
    <section>
      <p>{`Count ${count}`}</p>
      {/* Text, not an attribute: hydration corrects text that differs, never attributes. */}
      <span>{matchedServer ? 'hydrated' : 'drawn'}</span>
      <button type="button" onClick={() => setCount(count + 1)}>
        Add
      </button>
    </section>
  );
}

/** A part with a choice: it hears a change only once it is hydrated. */
function Chooser() {
  const [chosen, setChosen] = useState('en');
  return (
    <section>
      <select aria-label="Language" value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
        <option value="en">English</option>
        <option value="hi">हिन्दी</option>
      </select>
      <p>{`Chosen ${chosen}`}</p>
    </section>
  );
}

/** A part with a form: it is sent only once the part is hydrated. */
function MessageForm() {
  const [sent, setSent] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(new FormData(event.currentTarget).get('name') as string);
      }}
    >
      <input aria-label="Name" name="name" defaultValue="" />
      <button type="submit">Send</button>
      <p>{`Sent ${sent}`}</p>
    </form>
  );
}

/** A part with a menu that closes itself when it mounts (as a menu closes on a change of page). */
function Menu() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), []);
  return (
    <section>
      <button type="button" onClick={() => setOpen((value) => !value)}>
        Menu
      </button>
      <p>{open ? 'Menu open' : 'Menu closed'}</p>
    </section>
  );
}

type PageProps = { inNextTask?: boolean; part?: 'counter' | 'chooser' | 'form' | 'menu' };

/** Renders the page again, as a change of the signed-in person or the language does. */
let renderPageAgain = () => {};

function Page({ inNextTask = false, part = 'counter' }: PageProps) {
  const [renders, setRenders] = useState(0);
  renderPageAgain = () => setRenders(renders + 1);
  return (
    <main data-renders={renders}>
      <h1>First view</h1>
      <HydrateWhenNear part="part" inNextTask={inNextTask}>
        {{ counter: <Counter />, chooser: <Chooser />, form: <MessageForm />, menu: <Menu /> }[part]}
      </HydrateWhenNear>
    </main>
  );
}

/** The server's HTML of `page` in a container in the document. */
function serverHtmlOf(page: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/** The server's HTML of `page`, then hydrated as main.tsx does; answers the container. */
function hydratedOverServerHtml(page: ReactElement) {
  const container = serverHtmlOf(page);
  whileHydrating(() => hydrateRoot(container, page));
  return container;
}

/** The page's server HTML and its first paragraph as the server drew it, then hydrated. */
function serverRenderedThenHydrated(props: PageProps = {}) {
  const container = serverHtmlOf(<Page {...props} />);
  const paragraph = container.querySelector('p')!;
  whileHydrating(() => hydrateRoot(container, <Page {...props} />));
  return { container, paragraph };
}

/** A screen whose viewport never comes near any part. */
function screenNeverNear() {
  globalThis.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
}

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', '/');
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
});

/** Leaves the part or comes back to it, as going to another page of the app and back does. */
let showPart = (_shown: boolean) => {};

function PageThatCanLeave() {
  const [shown, setShown] = useState(true);
  showPart = setShown;
  return (
    <main>
      {shown ? (
        <HydrateWhenNear part="part">
          <Counter />
        </HydrateWhenNear>
      ) : (
        <h1>Another page</h1>
      )}
    </main>
  );
}

/** Makes the banner compact or not, as moving into the lesson player and out of it does. */
let showBannerCompact = (_compact: boolean) => {};

/** A layout whose banner, below the fold here, has a button more when it is compact. */
function LayoutWithBanner() {
  const [compact, setCompact] = useState(false);
  showBannerCompact = setCompact;
  return (
    <main>
      <h1>First view</h1>
      <HydrateWhenNear part="banner">
        <section>
          <p>A notice</p>
          {compact ? <button type="button">Read all</button> : null}
          <button type="button" aria-label="Close">
            ×
          </button>
        </section>
      </HydrateWhenNear>
    </main>
  );
}

/** The site's shape: the page a part of the first view with parts of its own, then the footer. */
function Site() {
  return (
    <div>
      <HydrateWhenNear part="page" inNextTask>
        <h1>First view</h1>
        <HydrateWhenNear part="section">
          <p>A section below the fold</p>
        </HydrateWhenNear>
      </HydrateWhenNear>
      <HydrateWhenNear part="footer">
        <Counter />
      </HydrateWhenNear>
    </div>
  );
}

/** A part of the first view with a counter, and inside it a section below the fold with one of its own. */
function FirstViewWithSection() {
  return (
    <main>
      <HydrateWhenNear part="page" inNextTask>
        <Counter />
        <HydrateWhenNear part="section">
          <Counter />
        </HydrateWhenNear>
      </HydrateWhenNear>
    </main>
  );
}

describe('HydrateWhenNear', () => {
  it('finds each part of a page by its name, parts inside parts too', async () => {
    screenNeverNear();
    const container = hydratedOverServerHtml(<Site />);
    // The footer's button, clicked before its part is live: held, the footer hydrated, clicked again.
    act(() => container.querySelector('button')!.click());
    await waitFor(() => expect(container.querySelector('section p')).toHaveTextContent('Count 1'));
    expect(
      [...container.querySelectorAll('[data-hydrates-when-near]')].map((part) => part.getAttribute('data-hydrates-when-near')),
    ).toEqual(['page', 'section', 'footer']);
  });

  it('hydrates a part inside a part of the first view only when its own gate opens', async () => {
    screenNeverNear();
    const container = hydratedOverServerHtml(<FirstViewWithSection />);
    const [pageState, sectionState] = container.querySelectorAll('span');
    await waitFor(() => expect(pageState).toHaveTextContent('hydrated'));
    // Hydrated with the page's part, the section would have changed in the same render.
    expect(sectionState).toHaveTextContent('drawn');
    // Its button, clicked while it waits: held, the section hydrated, clicked again.
    const sectionButton = container.querySelectorAll('button')[1]!;
    act(() => sectionButton.click());
    await waitFor(() => expect(sectionState).toHaveTextContent('hydrated'));
    await waitFor(() => expect(container.querySelectorAll('section p')[1]).toHaveTextContent('Count 1'));
    expect(container.querySelectorAll('span')[1]).toBe(sectionState);
  });

  it('keeps the server’s DOM and hydrates it, live, once the gate opens', async () => {
    const { container, paragraph } = serverRenderedThenHydrated();
    // Not in the page's own hydration: jsdom has no IntersectionObserver, so the part opens on a
    // task of its own, after the effects. Hydrated later than the page, it renders as the server did.
    expect(container.querySelector('span')).toHaveTextContent('drawn');
    await waitFor(() => expect(container.querySelector('span')).toHaveTextContent('hydrated'));
    expect(container.querySelector('p')).toBe(paragraph);
    // Made at once, or a task later if the part has not settled yet (see the held clicks below).
    act(() => container.querySelector('button')!.click());
    await waitFor(() => expect(paragraph).toHaveTextContent('Count 1'));
  });

  it('hydrates a part of the first view in the next task, wherever the screen is', async () => {
    // A screen that is never near the part: only the next task opens it.
    screenNeverNear();
    const { container, paragraph } = serverRenderedThenHydrated({ inNextTask: true });
    expect(container.querySelector('span')).toHaveTextContent('drawn');
    await waitFor(() => expect(container.querySelector('span')).toHaveTextContent('hydrated'));
    expect(container.querySelector('p')).toBe(paragraph);
  });

  it('makes a click once in a part that a render of the page made live before its gate let go', async () => {
    screenNeverNear();
    const { container, paragraph } = serverRenderedThenHydrated();
    act(() => renderPageAgain());
    act(() => container.querySelector('button')!.click());
    // Held, so it does not reach the live button now as well as when it is made again.
    expect(paragraph).toHaveTextContent('Count 0');
    await waitFor(() => expect(paragraph).toHaveTextContent('Count 1'));
  });

  it('draws afresh a part not hydrated yet when the page becomes another one: it shows as that page is', () => {
    screenNeverNear();
    const container = hydratedOverServerHtml(<LayoutWithBanner />);
    const serversCopy = container.querySelector('[data-hydrates-when-near="banner"] section')!;
    // As going into the lesson player does on a phone: the banner keeps to a line, with a button
    // to read it all.
    act(() => {
      history.pushState(null, '', '/learn/a-course/a-lesson');
      showBannerCompact(true);
    });
    expect(serversCopy.isConnected).toBe(false);
    const buttons = [...container.querySelectorAll('[data-hydrates-when-near="banner"] button')];
    expect(buttons.map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
      ['Read all', null],
      ['×', 'Close'],
    ]);
  });

  it('draws afresh a part not hydrated yet when the page changes language', () => {
    screenNeverNear();
    const container = hydratedOverServerHtml(<LayoutWithBanner />);
    const serversCopy = container.querySelector('[data-hydrates-when-near="banner"] section')!;
    act(() => {
      document.documentElement.lang = 'hi';
      showBannerCompact(true);
    });
    expect(serversCopy.isConnected).toBe(false);
    expect(container.querySelectorAll('[data-hydrates-when-near="banner"] button')).toHaveLength(2);
    document.documentElement.lang = '';
  });

  it('sends a field’s change made before the part is hydrated again once it is', async () => {
    const { container, paragraph } = serverRenderedThenHydrated({ part: 'chooser' });
    const select = container.querySelector('select')!;
    select.value = 'hi';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(paragraph).toHaveTextContent('Chosen hi'));
    expect(select.value).toBe('hi');
  });

  it('holds a click made before the part is hydrated and makes it again after', async () => {
    const { container, paragraph } = serverRenderedThenHydrated();
    act(() => container.querySelector('button')!.click());
    await waitFor(() => expect(paragraph).toHaveTextContent('Count 1'));
    // Once: the held click is not made twice.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(paragraph).toHaveTextContent('Count 1');
  });

  it('holds a form sent after a change opened the part, while its hydration is still to come', async () => {
    screenNeverNear();
    const { container, paragraph } = serverRenderedThenHydrated({ part: 'form' });
    const field = container.querySelector('input')!;
    // As the page's replay of early input does: the typed name, then the tap on Send, in one go.
    act(() => {
      field.value = 'Kavita';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      container.querySelector('button')!.click();
    });
    await waitFor(() => expect(paragraph).toHaveTextContent('Sent Kavita'));
  });

  it('makes a held click again once the part has settled, so what the part does as it mounts does not undo it', async () => {
    screenNeverNear();
    const { container, paragraph } = serverRenderedThenHydrated({ part: 'menu' });
    act(() => container.querySelector('button')!.click());
    await waitFor(() => expect(paragraph).toHaveTextContent('Menu open'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(paragraph).toHaveTextContent('Menu open');
  });

  it('forgets the gate of a part left before it was hydrated: a click in the part drawn afresh does what it would', () => {
    screenNeverNear();
    const container = hydratedOverServerHtml(<PageThatCanLeave />);
    act(() => showPart(false));
    act(() => showPart(true));
    // Not held for a part that will never be hydrated (a plain link in it would not be followed).
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      container.querySelector('button')!.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(container.querySelector('p')).toHaveTextContent('Count 1');
  });
});
