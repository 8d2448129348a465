import { createElement, isValidElement, lazy, type ComponentType, type FunctionComponent, type ReactNode } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
type AnyProps = any;
type PageModule<P> = { default: ComponentType<P> };
export type LazyPage<P = AnyProps> = FunctionComponent<P> & { preload: () => Promise<void> };

/** Every lazily loaded part declared so far, for the server to load before it renders. */
const declared = new Set<() => Promise<void>>();

/**
 * A page (or a part of one) loaded in its own chunk, like `React.lazy`, that can also be loaded
 * before the first render. Once loaded it renders directly, without suspending: the page that was
 * opened paints together with the header in one go, instead of the header first and the page one
 * render later.
 */
export function lazyPage<P extends object = Record<string, never>>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  const remember = async () => {
    const module = await load();
    loaded = module.default;
    return module;
  };
  const Suspending = lazy(remember) as unknown as ComponentType<P>;
  const Page = (props: P) => createElement(loaded ?? Suspending, props);
  const preload = async () => {
    await remember();
  };
  declared.add(preload);
  return Object.assign(Page, { preload });
}

/**
 * A page together with the parts the app hands it from other features (`app/routes`): loading
 * it loads the page and its parts at once, so neither the first render nor a later visit waits
 * for them one after the other.
 */
export function withParts<P extends object, K extends keyof P>(
  page: LazyPage<P>,
  parts: { [Key in K]: P[Key] & LazyPage },
): LazyPage<Omit<P, K>> {
  return lazyPage<Omit<P, K>>(async () => {
    await Promise.all([page.preload(), ...Object.values<LazyPage>(parts).map((part) => part.preload())]);
    return { default: (props: Omit<P, K>) => createElement(page, { ...props, ...parts } as P) };
  });
}

export function isLazyPage(value: unknown): value is LazyPage {
  return typeof value === 'function' && typeof (value as Partial<LazyPage>).preload === 'function';
}

/** Loads the lazily loaded pages among the elements of the routes an address matched; a failure is left to their render. */
export async function preloadRoutedPages(matches: { route: { element?: ReactNode } }[]): Promise<LazyPage[]> {
  const pages = matches.map((match) => (isValidElement(match.route.element) ? match.route.element.type : null)).filter(isLazyPage);
  await Promise.all(pages.map((page) => page.preload())).catch(() => undefined);
  return pages;
}

/**
 * Loads every lazily loaded part, and the parts those declare in turn, so that a render on the
 * server never has to wait for code (it renders in one pass, in the order the page reads). A part
 * that cannot load outside a browser (it touches `window` as it loads) is left out: a page that
 * needs it fails to render there and is drawn by the browser.
 */
export async function preloadEveryLazyPage(): Promise<void> {
  const done = new Set<() => Promise<void>>();
  for (;;) {
    const pending = [...declared].filter((preload) => !done.has(preload));
    if (pending.length === 0) return;
    await Promise.all(
      pending.map(async (preload) => {
        done.add(preload);
        await preload().catch(() => undefined);
      }),
    );
  }
}
