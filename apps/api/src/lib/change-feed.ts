import pg from 'pg';

/**
 * Word of a change, for everything a process keeps in memory. A cache that drops an entry after
 * a write publishes the change here instead of dropping it itself; each listener of its topic
 * then drops the entry, in this process at once and, when processes share a PostgreSQL database,
 * in every other process as well. Caches never learn which database they run on.
 */
export type ChangeListener = (detail: string) => void;

/** How a feed sends its changes to other processes and hears theirs. */
export type ChangeTransport = {
  send: (message: string) => void;
  /** Whether changes from other processes arrive now (readiness reports it). */
  listening: () => boolean;
  close: () => Promise<void>;
};

type Message = { origin: string; topic: string; detail: string };

/**
 * A change as it travels between processes. A command run outside the servers (create-admin)
 * sends one on CHANGE_CHANNEL itself, with an origin no server has.
 */
export function changeMessage(topic: string, detail: string, origin = 'command'): string {
  return JSON.stringify({ origin, topic, detail } satisfies Message);
}

export class ChangeFeed {
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private readonly resetListeners = new Set<() => void>();
  private transport: ChangeTransport | undefined;
  /** Tells this process's messages apart when the database hands them back to it. */
  private readonly origin = crypto.randomUUID();

  /** Announces a change: this process's listeners run before publish returns. */
  publish(topic: string, detail = '') {
    this.deliver(topic, detail);
    this.transport?.send(changeMessage(topic, detail, this.origin));
  }

  on(topic: string, listener: ChangeListener) {
    const set = this.listeners.get(topic) ?? new Set();
    set.add(listener);
    this.listeners.set(topic, set);
  }

  /** Runs when changes may have been missed (the feed's connection dropped): forget everything. */
  onReset(listener: () => void) {
    this.resetListeners.add(listener);
  }

  /** Whether this process hears every other process's changes (always, with only one process). */
  listening(): boolean {
    return this.transport ? this.transport.listening() : true;
  }

  /** Connects the feed to other processes; `receive` and `reset` are what the transport calls. */
  connect(makeTransport: (handlers: { receive: (message: string) => void; reset: () => void }) => ChangeTransport) {
    this.transport = makeTransport({ receive: (message) => this.receive(message), reset: () => this.reset() });
  }

  async close() {
    await this.transport?.close();
  }

  private receive(message: string) {
    let parsed: Message;
    try {
      parsed = JSON.parse(message) as Message;
    } catch {
      return;
    }
    if (parsed.origin !== this.origin) this.deliver(parsed.topic, parsed.detail);
  }

  private deliver(topic: string, detail: string) {
    for (const listener of this.listeners.get(topic) ?? []) listener(detail);
  }

  private reset() {
    for (const listener of this.resetListeners) listener();
  }
}

/** The PostgreSQL channel every process listens on. */
export const CHANGE_CHANNEL = 'jal_changes';

export type PostgresFeedOptions = {
  url: string;
  /** Sends one message on CHANGE_CHANNEL through the server's usual connections. */
  notify: (message: string) => Promise<void>;
  log: { info: (message: string) => void; warn: (message: string) => void; error: (message: string) => void };
  /** How often the idle listening connection is checked, so a silently lost one is noticed. */
  heartbeatMs?: number;
};

/**
 * Connects `feed` to every process on the same PostgreSQL database through LISTEN/NOTIFY, on a
 * connection of its own. When that connection drops, it is opened again; as notifications may
 * have been missed meanwhile, the feed is then reset (every cache emptied). Resolves once listening.
 */
export async function listenOnPostgres(feed: ChangeFeed, options: PostgresFeedOptions): Promise<void> {
  const heartbeatMs = options.heartbeatMs ?? 5000;
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retryMs = 250;
  let heartbeat: NodeJS.Timeout | undefined;
  let handlers: { receive: (message: string) => void; reset: () => void } | undefined;

  const lost = (reason: string) => {
    if (!connected && client === undefined) return;
    connected = false;
    clearInterval(heartbeat);
    const old = client;
    client = undefined;
    old?.removeAllListeners();
    old?.on('error', () => {});
    void old?.end().catch(() => {});
    if (closed) return;
    options.log.warn(`change feed: lost the PostgreSQL connection (${reason}); caches stay empty until it returns`);
    handlers?.reset();
    setTimeout(() => void open(true), retryMs).unref();
    retryMs = Math.min(retryMs * 2, 5000);
  };

  const open = async (again: boolean): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.url, keepAlive: true, application_name: 'jal-change-feed' });
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection ended'));
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload !== undefined) handlers?.receive(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (!again) throw error;
      options.log.warn(`change feed: PostgreSQL did not answer (${(error as Error).message}); trying again`);
      setTimeout(() => void open(true), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 5000);
      return;
    }
    if (closed) {
      void next.end().catch(() => {});
      return;
    }
    client = next;
    connected = true;
    retryMs = 250;
    // Changes made while no connection listened are unknown: whatever was cached may be stale.
    if (again) {
      handlers?.reset();
      options.log.info('change feed: listening again; caches emptied');
    }
    heartbeat = setInterval(() => {
      next.query('select 1').catch((error: Error) => lost(error.message));
    }, heartbeatMs);
    heartbeat.unref();
  };

  feed.connect((given) => {
    handlers = given;
    return {
      send: (message) => {
        options.notify(message).catch((error: Error) => options.log.error(`change feed: could not announce a change: ${error.message}`));
      },
      listening: () => connected,
      close: async () => {
        closed = true;
        clearInterval(heartbeat);
        const last = client;
        client = undefined;
        connected = false;
        last?.removeAllListeners();
        last?.on('error', () => {});
        await last?.end().catch(() => {});
      },
    };
  });
  await open(false);
}
