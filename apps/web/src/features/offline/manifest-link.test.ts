import { afterEach, describe, expect, it } from 'vitest';
import { linkManifestFor } from './manifest-link';

afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

describe('linkManifestFor', () => {
  it("points the page's manifest link at the manifest of the chosen language", () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
    linkManifestFor('hi');
    expect(link.getAttribute('href')).toBe('/manifest-hi.webmanifest');
    linkManifestFor('en');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
    linkManifestFor('ta');
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
