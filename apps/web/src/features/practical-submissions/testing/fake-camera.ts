import { Blob as RuntimeBlob } from 'node:buffer';
import { vi } from 'vitest';

/**
 * jsdom neither decodes pictures nor draws on a canvas: this gives it what a phone's browser has,
 * a 4000 × 3000 photo to decode and a canvas whose JPEG grows with its pixels and quality, so the
 * real shrinking code runs. Restored after each test (vi.restoreAllMocks in the console helper).
 */
export function fakeCamera() {
  vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 4000, height: 3000, close: () => undefined }));
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage: () => undefined, imageSmoothingQuality: 'low' }) as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type, quality) {
    done(new Blob([new Uint8Array(Math.round(this.width * this.height * 0.15 * Number(quality)))], { type }));
  });
}

/**
 * The runtime's own Blob in place of jsdom's: the runtime's fetch, which sends the test's requests,
 * sends only its own Blob (a piece of a photo) as bytes. Undone by vi.unstubAllGlobals.
 */
export function runtimeBlob() {
  vi.stubGlobal('Blob', RuntimeBlob);
}

/** A phone's position, given by a fake geolocation. */
export function fakePosition(coords: { latitude: number; longitude: number; accuracy: number } | { deniedCode: number }) {
  const getCurrentPosition = (success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('deniedCode' in coords) failure?.({ code: coords.deniedCode, message: 'denied' } as GeolocationPositionError);
    else success({ coords, timestamp: Date.now() } as unknown as GeolocationPosition);
  };
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}
