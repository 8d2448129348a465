import { bootRequestsFor, requestKey } from '@jal/contracts';
import type { FastifyInstance } from 'fastify';

type Envelope = { code?: number; data?: unknown };
type WithImage = { image?: string | null };

/** A same-origin image path worth preloading, or null. */
function localImage(value: unknown): string | null {
  const image = (value as WithImage | null | undefined)?.image;
  return typeof image === 'string' && /^\/images\/[\w./-]+$/.test(image) ? image : null;
}

/** The course image a list or course answer leads with. */
function leadImageOf(body: Envelope): string | null {
  const data = body.data as { courses?: unknown[] } | undefined;
  return Array.isArray(data?.courses) ? localImage(data.courses[0]) : localImage(data);
}

export type BootData = {
  /** The answers by request key, for the server's render of the page. */
  answers: Record<string, Envelope>;
  /** A preload of the image the page leads with, for the head: its download starts with the HTML. */
  preload: string;
  /** The answers as a JSON block, for the end of the body: the app reads it only once the page is parsed. */
  script: string;
};

/**
 * The API answers the first view of a page waits for (packages/contracts boot-requests.ts), made
 * through the real routes (same validation, access rules and cache as a browser's request). A
 * signed-in visitor's own reads go with their cookies, so they answer for them and nobody else;
 * `cookies` is null for a signed-out visitor. `language` is the one the page is drawn in;
 * `forDownload`, a page fetched to be kept for use offline.
 */
export async function bootData(
  app: FastifyInstance,
  pathname: string,
  search: string,
  { cookies, language, forDownload }: { cookies: string | null; language: string; forDownload: boolean },
): Promise<BootData> {
  const answers: Record<string, Envelope> = {};
  // Filled in by the request that leads with an image (an object, so the callbacks' writes are seen).
  const lead: { image: string | null } = { image: null };
  await Promise.all(
    bootRequestsFor(pathname, search, { signedIn: cookies !== null, language, forDownload }).map(
      async ({ path, query, leadImage, keepNotFound, personal }) => {
        const key = requestKey(path, query);
        const headers = personal && cookies ? { cookie: cookies } : {};
        const response = await app.inject({ method: 'GET', url: `/api${key}`, headers });
        // Anything but a success (or a not-found the page shows: unknown, or not even well-formed) is
        // left for the app to request and handle itself.
        const notFound = response.statusCode === 404 || response.statusCode === 400;
        if (response.statusCode !== 200 && !(keepNotFound && notFound)) return;
        answers[key] = response.json<Envelope>();
        if (leadImage) lead.image = leadImageOf(answers[key]);
      },
    ),
  );
  if (Object.keys(answers).length === 0) return { answers, preload: '', script: '' };
  return {
    answers,
    preload: lead.image ? `<link rel="preload" as="image" href="${lead.image}" fetchpriority="high">` : '',
    script: `<script id="boot-data" type="application/json">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`,
  };
}
