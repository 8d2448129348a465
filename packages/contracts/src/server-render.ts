import type { PublicUser } from './schemas/user.js';
import type { FrontendTranslations } from './schemas/translation.js';

/**
 * What the server hands the web app's server renderer (apps/web/src/entry-server.tsx) to render a
 * page to HTML: the page, the data its first view reads, the visitor's choices and session.
 */
export type ServerRenderRequest = {
  /** Path and query, as requested. */
  url: string;
  /** The translation page's strings (the `data` of GET /v1/translations/frontend). */
  translations: FrontendTranslations;
  translationPage: string;
  /** The public API answers the page's first view reads, by request key (the page's `#boot-data`). */
  bootAnswers: Record<string, unknown>;
  /** The current alert (the `data` of GET /v1/alerts/current), or null. */
  alert: unknown;
  /**
   * The signed-in person (what the header and their profile show of them, and whether they must
   * first choose a password), or null.
   */
  user: Pick<PublicUser, '_id' | 'id' | 'name' | 'nameVariants' | 'role' | 'mustChangePassword' | 'email' | 'mobile'> | null;
  /** The visitor's choices, from the cookies named like the local storage keys (CHOICE_KEYS). */
  choices: { language: string | null; fontSize: string | null; theme: string | null; lowData: string | null };
  /** The request asked to save data (`Save-Data: on`). */
  savesData: boolean;
};

export type ServerRenderResult = {
  /** The markup of the page's #root. */
  html: string;
  status: number;
  language: string;
  /** The document title the page asked for. */
  title: string | null;
  /** The root font size in px, or null for the default. */
  fontSize: number | null;
  /** The theme chosen in a cookie; null follows the system (the page's first script decides). */
  theme: 'light' | 'dark' | null;
  /** The choices and session the page was rendered for; the browser hydrates it only when its own are the same. */
  renderedFor: string;
  /** Where the page sends the visitor instead (a guarded page signed out, a page's next step), or null. */
  redirect: string | null;
};

export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRenderResult>;
