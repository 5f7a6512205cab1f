import { sql } from 'drizzle-orm';
import type { Database } from '../database/open-database.ts';

/**
 * Races made to happen one way every time, on PostgreSQL only (PGlite runs one transaction at a
 * time, so nothing there can interleave): a request is stopped inside its transaction, holding
 * what it has locked, while a second request runs; the test then sees whether the second one
 * waits for those locks, through PostgreSQL's own view of its sessions (pg_stat_activity).
 */
export function lockRaces(database: Database) {
  const { client } = database;

  /** True when a session of this database waits for a lock of one of these kinds. */
  const waitingOn = async (waitEvents: string[]) => {
    const [sessions] = await client
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(
        sql`datname = current_database() and wait_event_type = 'Lock' and wait_event in (${sql.join(
          waitEvents.map((event) => sql`${event}`),
          sql`, `,
        )})`,
      );
    return (sessions?.waiting ?? 0) > 0;
  };
  const until = async (condition: () => Promise<boolean>) => {
    const deadline = Date.now() + 30_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the race to set up');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  /** Settles to true once `promise` has settled. */
  const settled = (promise: Promise<unknown>) => {
    let done = false;
    void promise.finally(() => (done = true));
    return async () => done;
  };

  /**
   * Stops the statement that inserts or deletes an analysis row matching `rowCondition` (plpgsql
   * on NEW or OLD), inside its transaction and holding what it has locked, until `release()`: a
   * trigger waits on an advisory lock the test holds in a session of its own.
   */
  async function holdRowWrite(operation: 'insert' | 'delete', rowCondition: string) {
    const gateKey = 13_013_013;
    await client.execute(sql`
      create function test_hold_write() returns trigger language plpgsql as $$
      begin
        if ${sql.raw(rowCondition)} then
          perform pg_advisory_xact_lock(${sql.raw(String(gateKey))});
        end if;
        if tg_op = 'DELETE' then return old; end if;
        return new;
      end $$`);
    await client.execute(sql`
      create trigger test_hold_write before ${sql.raw(operation)} on analyses
      for each row execute function test_hold_write()`);
    let open = () => {};
    let held = () => {};
    const isHeld = new Promise<void>((resolve) => (held = resolve));
    const gate = client.transaction(async (transaction) => {
      await transaction.execute(sql`select pg_advisory_xact_lock(${gateKey})`);
      held();
      await new Promise<void>((resolve) => (open = resolve));
    });
    await isHeld;
    return {
      /** Resolves when the held statement waits at the trigger, or its request was answered. */
      reached: (request: Promise<unknown>) => {
        const answered = settled(request);
        return until(async () => (await answered()) || (await waitingOn(['advisory'])));
      },
      async release() {
        open();
        await gate;
        await client.execute(sql`drop trigger test_hold_write on analyses`);
        await client.execute(sql`drop function test_hold_write()`);
      },
    };
  }

  /**
   * Resolves once `request` waits for a row lock (a row, or the transaction that holds it), or was
   * answered meanwhile (it took no lock to wait for).
   */
  const waitsForRowLock = (request: Promise<unknown>) => {
    const answered = settled(request);
    return until(async () => (await answered()) || (await waitingOn(['transactionid', 'tuple'])));
  };

  /**
   * The race in one order: `first` runs until its write of a row matching `held` (holdRowWrite),
   * then `second` runs until it waits for a row lock (or is answered, having taken none to wait
   * for), then `first` is let go. Answers both replies, and whether `second` was answered while
   * `first` was held.
   */
  async function interleave<First, Second>(
    held: { operation: 'insert' | 'delete'; rowCondition: string },
    first: () => Promise<First>,
    second: () => Promise<Second>,
  ): Promise<{ first: First; second: Second; secondAnsweredWhileHeld: boolean }> {
    const hold = await holdRowWrite(held.operation, held.rowCondition);
    const firstReply = first();
    let secondReply: Promise<Second> | undefined;
    let secondAnsweredWhileHeld: boolean | undefined;
    try {
      await hold.reached(firstReply);
      secondReply = second();
      const secondAnswered = settled(secondReply);
      await waitsForRowLock(secondReply);
      secondAnsweredWhileHeld = await secondAnswered();
    } finally {
      await hold.release();
    }
    // Both set, or the try above threw and the release passed its error on.
    if (secondReply === undefined || secondAnsweredWhileHeld === undefined) {
      throw new Error('the second request was never made');
    }
    return { first: await firstReply, second: await secondReply, secondAnsweredWhileHeld };
  }

  return { interleave };
}
