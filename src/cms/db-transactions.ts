import { randomUUID } from 'node:crypto'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

/**
 * Two faults of Payload's PostgreSQL adapter (3.90.1) met when PostgreSQL restarts under writes
 * (`npm run test:resilience`), answered here:
 *
 * 1. A failed COMMIT was reported as a success. @payloadcms/drizzle's beginTransaction catches the
 *    transaction's promise (to fail a BEGIN that never got a connection), which also swallows a
 *    COMMIT that fails later, and its commitTransaction ignores errors anyway. A COMMIT cut off by
 *    the restart therefore resolved, the API answered 200, and the write was not stored (upstream:
 *    payloadcms/payload#17726, open). Here the transaction's outcome is kept and commitTransaction
 *    throws when the COMMIT failed, so the operation fails (500) instead of acknowledging.
 * 2. The pool had no 'error' listener: PostgreSQL ending an idle pooled connection (a restart, a
 *    failover) raised an uncaught exception. It is now logged as a warning; the pool opens new
 *    connections when needed.
 */

type Session = { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }
type TransactionRunner = (callback: (tx: unknown) => Promise<void>, options?: unknown) => Promise<unknown>

/** The parts of the drizzle adapter this module replaces or reads. */
export type DrizzleTransactions = {
  drizzle: { transaction: TransactionRunner }
  initializing: Promise<void>
  sessions: Record<string, Session>
  transactionOptions?: unknown
  pool?: { on: (event: 'error', listener: (error: Error) => void) => unknown }
  payload: { logger: { error: (details: object) => void; warn: (details: object, message?: string) => void } }
  beginTransaction: (options?: unknown) => Promise<null | number | string>
  commitTransaction: (id: number | Promise<number | string> | string) => Promise<void>
  connect?: (...args: unknown[]) => Promise<void>
}

/** A transaction whose COMMIT failure reaches the caller. */
export async function beginTransaction(this: DrizzleTransactions, options?: unknown): Promise<string> {
  const id = randomUUID()
  try {
    await this.initializing
    let transaction: unknown
    let finish!: () => void
    let abort!: () => void
    let ready!: () => void
    let failed!: (error: unknown) => void
    const started = new Promise<void>((resolve, reject) => {
      ready = resolve
      failed = reject
    })
    const outcome = this.drizzle
      .transaction(async (tx) => {
        transaction = tx
        await new Promise<void>((resolve, reject) => {
          finish = resolve
          abort = () => reject() // a rollback, not an error: drizzle rethrows it after ROLLBACK
          ready()
        })
      }, options || this.transactionOptions)
      // Settles to the error of a failed transaction (BEGIN without a connection, a failed COMMIT).
      .then(
        () => null,
        (error: unknown) => {
          failed(error)
          return error instanceof Error ? error : new Error('transaction failed')
        },
      )
    await started
    this.sessions[id] = {
      db: transaction,
      resolve: async () => {
        finish()
        const error = await outcome
        if (error) throw error
      },
      reject: async () => {
        abort()
        await outcome
      },
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    this.payload.logger.error({ err: error, msg: `Error: cannot begin transaction: ${message}` })
    throw new Error(`Error: cannot begin transaction: ${message}`)
  }
  return id
}

/** Commits, and throws when the COMMIT failed (the session is gone either way). */
export async function commitTransaction(
  this: DrizzleTransactions,
  incoming: number | Promise<number | string> | string,
): Promise<void> {
  const id = incoming instanceof Promise ? await incoming : incoming
  const session = this.sessions[id]
  if (!session) return
  delete this.sessions[id]
  await session.resolve()
}

/**
 * Replaces the PostgreSQL adapter's transaction methods and listens for its pool's errors (SQLite
 * runs without transactions here: src/payload.config.ts).
 */
export function hardenTransactions(adapter: DrizzleTransactions): void {
  adapter.beginTransaction = beginTransaction
  adapter.commitTransaction = commitTransaction
  const connect = adapter.connect
  if (!connect) return
  let listening = false
  adapter.connect = async function connectAndListen(this: DrizzleTransactions, ...args: unknown[]) {
    try {
      await connect.apply(this, args)
    } finally {
      if (this.pool && !listening) {
        listening = true
        this.pool.on('error', (error) =>
          this.payload.logger.warn(
            { err: error },
            'PostgreSQL closed an idle connection (restart or failover); new connections are opened as needed',
          ),
        )
      }
    }
  }
}

/** `postgresAdapter(...)` with the two faults above answered. */
export function withHardenedTransactions(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance: BaseDatabaseAdapter = adapter.init(args)
      hardenTransactions(instance as unknown as DrizzleTransactions)
      return instance
    },
  }
}
