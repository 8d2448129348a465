/** The web app manifest of each language (public/); a manifest has one language. */
export const MANIFESTS: Record<string, string> = { en: '/manifest.webmanifest', hi: '/manifest-hi.webmanifest' };

/** Points the page's manifest link at the manifest of `language`, so the installed app is named in it. */
export function linkManifestFor(language: string) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = MANIFESTS[language] ?? MANIFESTS.en!;
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
