// Chromium driven over its DevTools protocol with nothing of the driver's own in the pages. The
// loads that count a page's long tasks and paints use it: Playwright creates an isolated world of
// its own in every document it loads and sets it up there, which at a 4x slower CPU is a task of
// 50-90 ms at the start of every load, an empty page's too, and a learner's phone has no such task.
// Only what those loads need is here: a fresh context per page, protocol commands and events, a
// script run before the page's own, a document served from memory, and a load that waits for the
// network to go quiet.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The switches that keep a headless page at full priority and its browser quiet. Without them a
// page that is not in front may be backgrounded, and its CPU slowdown then varies from load to load.
const SWITCHES = [
  '--headless',
  '--disable-field-trial-config',
  '--disable-background-networking',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-component-update',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--hide-scrollbars',
  '--mute-audio',
];
// Playwright's own rule for a network gone quiet: no request in flight for this long.
const QUIET_MS = 500;

/** Messages over the pipe Chromium opens on file descriptors 3 and 4, each ending in a NUL byte. */
class Connection {
  #nextId = 1;
  #pending = new Map();
  #listeners = new Set();
  #input;

  constructor(input, output) {
    this.#input = input;
    let buffered = '';
    output.setEncoding('utf8');
    output.on('data', (chunk) => {
      buffered += chunk;
      let end;
      while ((end = buffered.indexOf('\0')) >= 0) {
        this.#receive(JSON.parse(buffered.slice(0, end)));
        buffered = buffered.slice(end + 1);
      }
    });
  }

  #receive(message) {
    const pending = this.#pending.get(message.id);
    if (pending) {
      this.#pending.delete(message.id);
      if (message.error) pending.reject(new Error(`${pending.method}: ${message.error.message}`));
      else pending.resolve(message.result);
      return;
    }
    for (const listener of this.#listeners) listener(message);
  }

  send(method, params = {}, sessionId) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { method, resolve, reject });
      this.#input.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });
  }

  /** Calls `handler` with each event's params for `method` in session `sessionId`; answers a remover. */
  listen(sessionId, method, handler) {
    const listener = (message) => {
      if (message.sessionId === sessionId && message.method === method) handler(message.params);
    };
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  closed(reason) {
    for (const pending of this.#pending.values()) pending.reject(new Error(`${pending.method}: ${reason}`));
    this.#pending.clear();
  }
}

/** One page in a browser context of its own, so nothing is shared with the loads before it. */
class BarePage {
  #connection;
  #sessionId;

  constructor(connection, sessionId, browserContextId) {
    this.#connection = connection;
    this.#sessionId = sessionId;
    this.browserContextId = browserContextId;
  }

  send(method, params) {
    return this.#connection.send(method, params, this.#sessionId);
  }

  on(method, handler) {
    return this.#connection.listen(this.#sessionId, method, handler);
  }

  /** Runs `script` (a function without arguments) in every document before the page's own scripts. */
  addInitScript(script) {
    return this.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${script})()` });
  }

  /** Answers requests for `url` with `response` ({ contentType, headers, body }) instead of the network. */
  async fulfill(url, response) {
    const headers = Object.entries({ ...response.headers, 'content-type': response.contentType });
    this.on('Fetch.requestPaused', ({ requestId }) =>
      this.send('Fetch.fulfillRequest', {
        requestId,
        responseCode: 200,
        responseHeaders: headers.map(([name, value]) => ({ name, value: String(value) })),
        body: Buffer.from(response.body).toString('base64'),
      }),
    );
    await this.send('Fetch.enable', { patterns: [{ urlPattern: url, requestStage: 'Request' }] });
  }

  /**
   * Navigates to `url` and resolves once the page has loaded and no request has been in flight for
   * QUIET_MS. Needs the Network domain enabled, as every caller's throttling does.
   */
  goto(url, { timeout }) {
    return new Promise((resolve, reject) => {
      const inFlight = new Set();
      let loaded = false;
      let quietTimer;
      const removers = [];
      const finish = (error) => {
        clearTimeout(quietTimer);
        clearTimeout(deadline);
        removers.forEach((remove) => remove());
        if (error) reject(error);
        else resolve();
      };
      const deadline = setTimeout(() => finish(new Error(`${url}: not quiet after ${timeout} ms`)), timeout);
      const settle = () => {
        clearTimeout(quietTimer);
        if (loaded && inFlight.size === 0) quietTimer = setTimeout(() => finish(), QUIET_MS);
      };
      removers.push(
        this.on('Network.requestWillBeSent', ({ requestId }) => {
          inFlight.add(requestId);
          settle();
        }),
        this.on('Network.loadingFinished', ({ requestId }) => {
          inFlight.delete(requestId);
          settle();
        }),
        this.on('Network.loadingFailed', ({ requestId }) => {
          inFlight.delete(requestId);
          settle();
        }),
        this.on('Page.loadEventFired', () => {
          loaded = true;
          settle();
        }),
      );
      this.send('Page.enable')
        .then(() => this.send('Page.navigate', { url }))
        .then((answer) => answer.errorText && finish(new Error(`${url}: ${answer.errorText}`)))
        .catch(finish);
    });
  }

  /** The value `expression` (a function without arguments) answers in the page, awaited. */
  async evaluate(expression) {
    const { result, exceptionDetails } = await this.send('Runtime.evaluate', {
      expression: `(${expression})()`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value;
  }

  /** Resolves once `condition` (a function without arguments) answers true in the page. */
  async waitFor(condition, { timeout }) {
    const deadline = Date.now() + timeout;
    while (!(await this.evaluate(condition))) {
      if (Date.now() > deadline) throw new Error(`not true after ${timeout} ms: ${condition}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  close() {
    return this.#connection.send('Target.disposeBrowserContext', { browserContextId: this.browserContextId });
  }
}

/** Starts Chromium at `executablePath` with a throwaway profile; answers { newPage, close }. */
export async function launchBareChromium({ executablePath, args = [] }) {
  const profile = mkdtempSync(join(tmpdir(), 'bare-chromium-'));
  const browser = spawn(executablePath, [...SWITCHES, ...args, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const connection = new Connection(browser.stdio[3], browser.stdio[4]);
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  exited.then(() => connection.closed('the browser exited'));
  try {
    await connection.send('Browser.getVersion');
  } catch (error) {
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
  return {
    async newPage() {
      const { browserContextId } = await connection.send('Target.createBrowserContext');
      const { targetId } = await connection.send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await connection.send('Target.attachToTarget', { targetId, flatten: true });
      return new BarePage(connection, sessionId, browserContextId);
    },
    async close() {
      await connection.send('Browser.close').catch(() => {});
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
