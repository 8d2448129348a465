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
 * The runtime's own FormData and Blob in place of jsdom's: the runtime's fetch, which sends the
 * test's requests, writes only its own FormData as multipart (jsdom's would go as "[object FormData]").
 * Undone by vi.unstubAllGlobals.
 */
export async function runtimeFormData() {
  const form = await new Response(new URLSearchParams('a=1')).formData();
  vi.stubGlobal('FormData', form.constructor);
  vi.stubGlobal('Blob', RuntimeBlob);
  // The runtime streams a multipart body with a length it miscounts beside jsdom (its typed arrays
  // are another realm's): the body is written out whole first, by the runtime's own encoder, and
  // then sent as those bytes over real HTTP.
  const send = globalThis.fetch;
  vi.stubGlobal('fetch', async (url: RequestInfo | URL, init: RequestInit = {}) => {
    if (!(init.body instanceof (form.constructor as typeof FormData))) return send(url, init);
    const written = new Request('http://multipart.invalid/', { method: 'POST', body: init.body });
    const headers = new Headers(init.headers);
    headers.set('content-type', written.headers.get('content-type') ?? '');
    return send(url, { ...init, headers, body: await written.arrayBuffer() });
  });
}

/** A phone's position, given by a fake geolocation. */
export function fakePosition(coords: { latitude: number; longitude: number; accuracy: number } | { deniedCode: number }) {
  const getCurrentPosition = (success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ('deniedCode' in coords) failure?.({ code: coords.deniedCode, message: 'denied' } as GeolocationPositionError);
    else success({ coords, timestamp: Date.now() } as unknown as GeolocationPosition);
  };
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

/** The parts of a multipart body as the stub server received it, in order: each part's name, file name and text. */
export function multipartParts(contentType: string | undefined, body: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  const marker = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`;
  return body
    .split(marker)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...rest] = part.split('\r\n\r\n');
      return {
        name: /name="([^"]+)"/.exec(head)?.[1] ?? '',
        filename: /filename="([^"]*)"/.exec(head)?.[1] ?? null,
        type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? null,
        text: rest.join('\r\n\r\n').replace(/\r\n$/, ''),
      };
    });
}
