import {
  beginTransaction as upstreamBegin,
  commitTransaction as upstreamCommit,
  rollbackTransaction as upstreamRollback,
} from '@payloadcms/drizzle'
import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { hardenTransactions, type DrizzleTransactions } from './db-transactions'

type Outcome = 'commit' | 'commit fails' | 'no connection'

/**
 * A stand-in for drizzle's node-postgres `transaction()`: BEGIN (or no connection), the callback,
 * then COMMIT (which may fail, as when PostgreSQL restarts), or ROLLBACK when the callback throws.
 */
function fakeAdapter(outcome: Outcome) {
  const log = { error: vi.fn(), warn: vi.fn() }
  const statements: string[] = []
  const pool = new EventEmitter()
  const adapter = {
    initializing: Promise.resolve(),
    sessions: {},
    payload: { logger: log },
    pool: undefined as EventEmitter | undefined,
    connect: async function (this: { pool?: EventEmitter }) {
      this.pool = pool
    },
    drizzle: {
      transaction: async (callback: (tx: unknown) => Promise<void>) => {
        await new Promise((resolve) => setImmediate(resolve)) // getting a connection
        if (outcome === 'no connection') throw new Error('connect ECONNREFUSED')
        statements.push('BEGIN')
        try {
          await callback({ tx: true })
        } catch (error) {
          statements.push('ROLLBACK')
          throw error
        }
        if (outcome === 'commit fails') throw new Error('terminating connection due to administrator command')
        statements.push('COMMIT')
      },
    },
  }
  return { adapter: adapter as unknown as DrizzleTransactions & { pool?: EventEmitter }, statements, log, pool }
}

const upstream = (adapter: DrizzleTransactions) => ({
  ...adapter,
  beginTransaction: upstreamBegin as unknown as DrizzleTransactions['beginTransaction'],
  commitTransaction: upstreamCommit as unknown as DrizzleTransactions['commitTransaction'],
  rollbackTransaction: upstreamRollback,
})

describe('PostgreSQL transactions (src/cms/db-transactions.ts)', () => {
  it('upstream 3.90.1 reports a failed COMMIT as a success (why this module exists)', async () => {
    // When this fails, Payload surfaces commit failures itself and the replacement can go.
    const { adapter } = fakeAdapter('commit fails')
    const plain = upstream(adapter)
    const id = await plain.beginTransaction()
    await expect(plain.commitTransaction(id!)).resolves.toBeUndefined()
  })

  it('a failed COMMIT throws, so the operation fails instead of acknowledging the write', async () => {
    const { adapter } = fakeAdapter('commit fails')
    hardenTransactions(adapter)
    const id = await adapter.beginTransaction()
    expect(adapter.sessions[String(id)]?.db).toEqual({ tx: true })
    await expect(adapter.commitTransaction(id!)).rejects.toThrow('administrator command')
    expect(adapter.sessions).toEqual({})
  })

  it('commits, and rolls back, as before', async () => {
    const committed = fakeAdapter('commit')
    hardenTransactions(committed.adapter)
    await committed.adapter.commitTransaction((await committed.adapter.beginTransaction())!)
    expect(committed.statements).toEqual(['BEGIN', 'COMMIT'])

    const rolledBack = fakeAdapter('commit')
    hardenTransactions(rolledBack.adapter)
    const id = String(await rolledBack.adapter.beginTransaction())
    await rolledBack.adapter.sessions[id]!.reject()
    expect(rolledBack.statements).toEqual(['BEGIN', 'ROLLBACK'])
  })

  it('a BEGIN without a connection fails at once (no hang), with the reason logged', async () => {
    const { adapter, log } = fakeAdapter('no connection')
    hardenTransactions(adapter)
    await expect(adapter.beginTransaction()).rejects.toThrow('cannot begin transaction: connect ECONNREFUSED')
    expect(log.error).toHaveBeenCalledOnce()
  })

  it('an idle connection ended by PostgreSQL is a warning, not an uncaught exception', async () => {
    const { adapter, log, pool } = fakeAdapter('commit')
    hardenTransactions(adapter)
    await adapter.connect!()
    expect(() => pool.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow()
    expect(log.warn).toHaveBeenCalledOnce()
  })
})
