import {
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';

// Group commit for SQLite (issue #32). A COMMIT is most of what a small write transaction
// costs: it appends every page the transaction touched to the WAL, with a few system calls
// per page, and takes and drops the file locks. Under load many requests finish their
// transactions within one turn of the event loop; here they share one database
// transaction:
//
//   - the first transaction of a turn opens it and schedules its COMMIT for the end of the
//     turn (setImmediate). It opens with BEGIN IMMEDIATE, not Kysely's plain (deferred)
//     BEGIN: with several processes on one file, two deferred transactions that both read
//     and then write fail with SQLITE_BUSY instead of waiting (the reader's snapshot is
//     stale, busy_timeout cannot help). BEGIN IMMEDIATE takes the write lock first, so a
//     second process waits for it and then sees the first one's commit — the SQLite half
//     of the store's serialisation (db/locks.ts);
//   - each of Kysely's transactions is a SAVEPOINT inside it: a rollback (a thrown error, a
//     `Refusal`) undoes exactly that request's writes, as before;
//   - whoever used the connection while that transaction was open — a transaction or a
//     single query — gets its result only once the shared COMMIT has succeeded. A request
//     therefore never answers with something that is not yet on disk, and a crash
//     (kill -9) loses only requests that had not been answered. If the COMMIT fails, every
//     one of them fails with its error and nothing of theirs is stored.
//
// Kysely's own SQLite driver holds its one connection for one transaction at a time; this
// one does too (the mutex). The shared COMMIT runs only while nobody holds the connection,
// so it never lands inside a request's savepoint.
//
// A single query outside a transaction runs inside the open batch, if there is one. So what
// must run outside any transaction (PRAGMA foreign_keys, VACUUM) belongs on the raw handle
// before Kysely gets it (database.ts), not through this connection; nothing does otherwise.

const REQUEST_SAVEPOINT = 'federkiel_request';

interface Batch {
  readonly committed: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const committed = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A batch nobody waits on (its members all failed before release) must not become an
  // unhandled rejection.
  committed.catch(() => {});
  return { committed, resolve, reject };
}

class Mutex {
  #held: Promise<void> | null = null;
  #release: (() => void) | null = null;

  get locked(): boolean {
    return this.#held !== null;
  }

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }

  unlock(): void {
    const release = this.#release;
    this.#held = null;
    this.#release = null;
    release?.();
  }
}

/** SQLite's own busy handler's steps (ms), waited here without blocking the event loop. */
const BUSY_WAITS_MS = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100];

function isBusy(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED')
  );
}

/**
 * Runs `work` until the database is not busy, for at most `timeoutMs`. The connection's own
 * busy_timeout is 0: SQLite's busy handler sleeps on the calling thread, and the holder of
 * the lock may be in this very thread (two servers on one file in a test), waiting for the
 * end of the turn that the sleep would never let come.
 */
async function whenNotBusy<T>(work: () => T, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return work();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    }
    const wait = BUSY_WAITS_MS[Math.min(attempt, BUSY_WAITS_MS.length - 1)] ?? 100;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

function runStatement<R>(
  database: SqliteDatabase,
  { sql, parameters }: CompiledQuery,
): QueryResult<R> {
  const statement = database.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters as unknown[]) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters as unknown[]);
  return {
    numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
    insertId:
      lastInsertRowid === undefined || lastInsertRowid === null
        ? undefined
        : BigInt(lastInsertRowid),
    rows: [],
  };
}

class GroupCommitConnection implements DatabaseConnection {
  constructor(
    private readonly database: SqliteDatabase,
    /** Marks the holder as a user of the open batch; false when none is open. */
    private readonly joinBatch: () => boolean,
    private readonly busyTimeoutMs: number,
  ) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Inside the batch this connection holds the write lock: nothing can be busy.
    if (this.joinBatch()) return Promise.resolve(runStatement<R>(this.database, compiledQuery));
    return whenNotBusy(() => runStatement<R>(this.database, compiledQuery), this.busyTimeoutMs);
  }

  // eslint-disable-next-line require-yield -- the interface asks for an iterator; nothing streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite store does not stream queries.');
  }
}

export interface GroupCommitOptions {
  /**
   * Starts WAL checkpoints on another thread (walCheckpointer.ts); called once the database
   * has seen `checkpointerAfterCommits` commits, so a short-lived server (a test) never
   * starts a thread it does not need.
   */
  startCheckpointer?: () => { stop(): Promise<void> };
  checkpointerAfterCommits?: number;
  /** How long to wait for another connection's write lock (busy_timeout, see whenNotBusy). */
  busyTimeoutMs?: number;
}

export class GroupCommitDriver implements Driver {
  readonly #database: SqliteDatabase;
  readonly #options: Required<Omit<GroupCommitOptions, 'startCheckpointer'>> &
    Pick<GroupCommitOptions, 'startCheckpointer'>;
  #checkpointer: { stop(): Promise<void> } | null = null;
  readonly #mutex = new Mutex();
  readonly #connection: GroupCommitConnection;
  /** The shared transaction of this turn of the event loop, if one is open. */
  #batch: Batch | null = null;
  /** The batch the connection's current holder has seen (it waits for its COMMIT). */
  #holderBatch: Batch | null = null;
  /** A request's savepoint is open. */
  #inRequest = false;
  /** The end of the turn came while the connection was held: commit at its release. */
  #commitAtRelease = false;
  /** COMMITs so far: when to start the checkpointer, and what the tests count. */
  readonly stats = { commits: 0 };

  constructor(database: SqliteDatabase, options: GroupCommitOptions = {}) {
    this.#database = database;
    this.#options = { checkpointerAfterCommits: 200, busyTimeoutMs: 5000, ...options };
    this.#connection = new GroupCommitConnection(
      database,
      () => {
        if (this.#batch) this.#holderBatch = this.#batch;
        return this.#batch !== null;
      },
      this.#options.busyTimeoutMs,
    );
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(): Promise<void> {
    if (!this.#batch) {
      await whenNotBusy(() => this.#run('begin immediate'), this.#options.busyTimeoutMs);
      this.#batch = newBatch();
      setImmediate(() => this.#commitWhenFree());
    }
    this.#holderBatch = this.#batch;
    this.#run(`savepoint ${REQUEST_SAVEPOINT}`);
    this.#inRequest = true;
  }

  async commitTransaction(): Promise<void> {
    this.#run(`release ${REQUEST_SAVEPOINT}`);
    this.#inRequest = false;
  }

  async rollbackTransaction(): Promise<void> {
    if (!this.#inRequest) return;
    this.#inRequest = false;
    this.#run(`rollback to ${REQUEST_SAVEPOINT}`);
    this.#run(`release ${REQUEST_SAVEPOINT}`);
  }

  async releaseConnection(): Promise<void> {
    const batch = this.#holderBatch;
    this.#holderBatch = null;
    if (this.#inRequest) {
      // A transaction that neither committed nor rolled back (Kysely always does one of
      // them): undo it rather than commit half of it with the others.
      await this.rollbackTransaction();
    }
    if (this.#commitAtRelease) this.#commit();
    this.#mutex.unlock();
    if (batch) await batch.committed;
  }

  async destroy(): Promise<void> {
    // A transaction still running finishes first, and the last batch is committed: its
    // callers are waiting for that COMMIT.
    await this.#mutex.lock();
    this.#commit();
    this.#mutex.unlock();
    await this.#checkpointer?.stop();
    this.#database.close();
  }

  #commitWhenFree(): void {
    if (this.#mutex.locked) this.#commitAtRelease = true;
    else this.#commit();
  }

  #commit(): void {
    this.#commitAtRelease = false;
    const batch = this.#batch;
    if (!batch) return;
    this.#batch = null;
    try {
      this.#run('commit');
      this.stats.commits++;
      batch.resolve();
      if (this.stats.commits === this.#options.checkpointerAfterCommits) {
        this.#checkpointer = this.#options.startCheckpointer?.() ?? null;
      }
    } catch (error) {
      try {
        this.#run('rollback');
      } catch {
        // The failed COMMIT may already have ended the transaction.
      }
      batch.reject(error);
    }
  }

  #run(sql: string): void {
    this.#database.prepare(sql).run([]);
  }
}

export class GroupCommitSqliteDialect implements Dialect {
  /** The driver Kysely made from this dialect (for tests and the bench). */
  driver: GroupCommitDriver | null = null;

  constructor(
    private readonly database: SqliteDatabase,
    private readonly options: GroupCommitOptions = {},
  ) {}

  createDriver(): Driver {
    this.driver = new GroupCommitDriver(this.database, this.options);
    return this.driver;
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
}
