/** Cache Storage for the tests (jsdom has none): each answer is kept as bytes, so it can be read many times. */
type Stored = { status: number; headers: [string, string][]; body: ArrayBuffer };

function keyOf(request: RequestInfo | URL): string {
  const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
  return new URL(url, 'http://localhost').href;
}

export class FakeCache {
  readonly entries = new Map<string, Stored>();
  /** Throws this from `put` instead of storing (a full phone). */
  failPut: (() => Error | null) | null = null;

  async put(request: RequestInfo | URL, response: Response) {
    const error = this.failPut?.();
    if (error) throw error;
    this.entries.set(keyOf(request), {
      status: response.status,
      headers: [...response.headers.entries()],
      body: await response.arrayBuffer(),
    });
  }
  match(request: RequestInfo | URL) {
    const stored = this.entries.get(keyOf(request));
    return Promise.resolve(stored ? new Response(stored.body.slice(0), { status: stored.status, headers: stored.headers }) : undefined);
  }
  delete(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.delete(keyOf(request)));
  }
  keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  open(name: string) {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache()));
    return Promise.resolve(cache as unknown as Cache);
  }
  has(name: string) {
    return Promise.resolve(this.caches.has(name));
  }
  delete(name: string) {
    return Promise.resolve(this.caches.delete(name));
  }
  keys() {
    return Promise.resolve([...this.caches.keys()]);
  }
  match() {
    return Promise.resolve(undefined);
  }
  /** The stored cache by name (undefined when none). */
  get(name: string): FakeCache | undefined {
    return this.caches.get(name);
  }
}
