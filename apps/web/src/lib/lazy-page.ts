import { createElement, lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A page loaded in its own chunk, like `React.lazy`, that can also be loaded before the first
 * render. Once loaded it renders directly, without suspending: the page that was opened paints
 * together with the header in one go, instead of the header first and the page one render later.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | null = null;
  const remember = async () => {
    const module = await load();
    loaded = module.default;
    return module;
  };
  const Suspending = lazy(remember);
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, {
    preload: async () => {
      await remember();
    },
  });
}

export function isLazyPage(value: unknown): value is LazyPage {
  return typeof value === 'function' && typeof (value as Partial<LazyPage>).preload === 'function';
}
