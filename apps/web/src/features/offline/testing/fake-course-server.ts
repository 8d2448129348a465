import type { OfflineItem, OfflinePackage } from '@jal/contracts';

/** A file the fake server holds. */
export type FakeFile = { bytes: Uint8Array; contentType: string };

/** Bytes 0..n-1 repeating, so a file put together in the wrong order shows. */
export function fileOf(size: number, contentType: string): FakeFile {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = i % 251;
  return { bytes, contentType };
}

/**
 * A server for the download tests: answers the package and the files (with Range requests),
 * records each request, and can drop the connection at a chosen request.
 */
export class FakeCourseServer {
  readonly files = new Map<string, FakeFile>();
  readonly requests: { url: string; range: string | null }[] = [];
  /** Called before each file request; throwing there is a dropped connection. */
  beforeFile: ((url: string, range: string | null) => void) | null = null;
  items: OfflineItem[] = [];
  version = 'v1';

  add(url: string, kind: OfflineItem['kind'], file: FakeFile, version = 'v1', lessonId: string | null = null) {
    this.files.set(url, file);
    this.items = [...this.items.filter((item) => item.url !== url), { url, kind, lessonId, sizeBytes: file.bytes.length, version }];
  }

  remove(url: string) {
    this.files.delete(url);
    this.items = this.items.filter((item) => item.url !== url);
  }

  package(courseId: string): OfflinePackage {
    const totalBytes = this.items.reduce((sum, item) => sum + item.sizeBytes, 0);
    return {
      courseId,
      slug: 'watershed-basics',
      quality: '240p',
      version: this.version,
      totalBytes,
      sizes: [{ quality: '240p', totalBytes }],
      lessons: [],
      items: this.items,
      downloadedAt: new Date(0).toISOString(),
    };
  }

  fetch = (url: string, init: RequestInit): Promise<Response> => {
    const range = new Headers(init.headers).get('Range');
    this.requests.push({ url, range });
    try {
      this.beforeFile?.(url, range);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const file =
      this.files.get(url) ?? (url.startsWith('/api/v1/translations') || url === '/downloads' ? fileOf(10, 'text/plain') : undefined);
    if (!file) return Promise.resolve(new Response('missing', { status: 404 }));
    const match = range?.match(/bytes=(\d+)-(\d+)/);
    if (!match) return Promise.resolve(new Response(file.bytes.slice(), { status: 200, headers: { 'Content-Type': file.contentType } }));
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), file.bytes.length - 1);
    return Promise.resolve(
      new Response(file.bytes.slice(start, end + 1), {
        status: 206,
        headers: { 'Content-Type': file.contentType, 'Content-Range': `bytes ${start}-${end}/${file.bytes.length}` },
      }),
    );
  };

  /** The requests for one URL since the last `forget()`. */
  requestsFor(url: string) {
    return this.requests.filter((request) => request.url === url);
  }

  forget() {
    this.requests.length = 0;
  }
}
