// The thread that owns the embedded PGlite (pglite-thread.ts starts it). PGlite runs its
// queries as synchronous WebAssembly: on the api's own thread every statement stopped every
// request, hall join and socket event of the process for its duration. Here it stops only
// this thread. Plain JavaScript, not TypeScript: Node 20 loads a worker's file without the
// tsx loader when the api runs under vitest, so this file must run as it is.
//
// Protocol (one message per request, answered by its id):
//   { id, op: 'query', sql, params, rowMode, rawTypes, tx }   -> { id, result }
//   { id, op: 'exec', sql, tx }                                -> { id, result }
//   { id, op: 'begin' }                                        -> { id, result: txId }
//   { id, op: 'end', tx, commit }                              -> { id }
//   { id, op: 'rollback-open' }                                -> { id }
//   { id, op: 'close' }                                        -> { id }
// A failure answers { id, error: { message, ...its own fields (code, detail, …) } }.
import { Blob } from 'node:buffer';
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

// This thread yields its core to the api's own thread: when both are ready to run, the
// event loop (every other request, hall join and socket event) goes first and the quotes
// wait, rather than the other way round. Linux schedules threads one by one and lets a
// thread lower its own priority (its id from /proc/thread-self); elsewhere the thread keeps
// the process's priority. The nice is machine-wide, not only against the api's thread: beside
// other busy processes (a shared test machine) the thread gets a tenth of their share, and a
// demo seed that takes seconds alone takes minutes there. PGLITE_THREAD_NICE (default
// 10 above the api's thread, 0 to keep its priority) sets it.
const niceAbove = workerData.niceAbove ?? 10;
if (niceAbove > 0) {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    setPriority(thread, Math.min(19, getPriority(thread) + niceAbove));
  } catch {
    // not Linux, or no /proc: the same priority as the api's thread
  }
}

// A template (a dumped data directory) replaces initdb, most of a new database's start.
const db = new PGlite(
  workerData.dataDir ?? undefined,
  workerData.template ? { loadDataDir: new Blob([workerData.template]) } : {},
);
/** Open transactions by id: the PGlite transaction handle and how to end it. */
const transactions = new Map();
let nextTx = 1;

// drizzle asks for some types (timestamps, dates, numeric[] …) as PostgreSQL's text; a parser
// is a function, which a message cannot carry, so the request names the types instead.
const keepAsText = (value) => value;
const parserSets = new Map();
function parsersFor(rawTypes) {
  if (!rawTypes || rawTypes.length === 0) return undefined;
  const key = rawTypes.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) parserSets.set(key, (parsers = Object.fromEntries(rawTypes.map((oid) => [oid, keepAsText]))));
  return parsers;
}

// PGlite's query() parses and plans every statement anew (an unnamed statement each time),
// and for the quote batch's read planning costs several times what executing does. A
// statement text seen again is kept as a named prepared statement here,
// as node-postgres does on PostgreSQL, and then only bound and executed. The most recently
// used ones are kept; an old one is closed when a new one needs its place.
const KEPT_STATEMENTS = 100;
const seenOnce = new Set();
/** Statement text -> { name, paramTypes }, in order of last use. */
const kept = new Map();
let nextName = 1;

async function sendAll(messages) {
  const answers = [];
  try {
    for (const message of messages) answers.push(...(await db.execProtocolStream(message)));
  } finally {
    answers.push(...(await db.execProtocolStream(protocol.serialize.sync())));
  }
  return answers;
}

async function prepare(sql) {
  if (kept.size >= KEPT_STATEMENTS) {
    const [oldest, { name }] = kept.entries().next().value;
    kept.delete(oldest);
    await sendAll([protocol.serialize.close({ type: 'S', name })]);
  }
  const name = `pglite_thread_${nextName++}`;
  const answers = await sendAll([
    protocol.serialize.parse({ name, text: sql }),
    protocol.serialize.describe({ type: 'S', name }),
  ]);
  const paramTypes = answers.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [];
  return { name, paramTypes };
}

async function runPrepared(sql, params, options) {
  let statement = kept.get(sql);
  if (statement) kept.delete(sql);
  else statement = await prepare(sql);
  kept.set(sql, statement);
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = db.serializers[statement.paramTypes[i]];
    return serializer ? serializer(value) : value.toString();
  });
  const answers = await sendAll([
    protocol.serialize.bind({ statement: statement.name, values }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
  ]);
  return parse.parseResults(answers, db.parsers, options)[0];
}

/** A statement with parameters seen before runs prepared; anything else through PGlite's query(). */
function query(tx, sql, params, options) {
  if (params.length > 0 && (kept.has(sql) || seenOnce.has(sql))) {
    seenOnce.delete(sql);
    // The locks PGlite's own query() takes: inside a transaction the statement lock; outside
    // it the transaction lock too, so no open transaction sees the statement run in between.
    if (tx) return db._runExclusiveQuery(() => runPrepared(sql, params, options));
    return db._runExclusiveTransaction(() =>
      db._runExclusiveQuery(async () => {
        const result = await runPrepared(sql, params, options);
        await db.syncToFs();
        return result;
      }),
    );
  }
  if (params.length > 0 && seenOnce.size < 10_000) seenOnce.add(sql);
  return (tx ?? db).query(sql, params, options);
}

function begin() {
  return new Promise((resolveBegun, rejectBegun) => {
    const id = nextTx++;
    const ROLLED_BACK = Symbol('rolled back');
    const finished = db
      .transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            transactions.set(id, { tx, commit, rollback: () => rollback(ROLLED_BACK), finished });
            resolveBegun(id);
          }),
      )
      // PGlite rolls back when its callback throws: a rollback asked for is no failure.
      .catch((error) => {
        if (error !== ROLLED_BACK) throw error;
      });
    // A failure before the callback ran (BEGIN itself) is the begin's.
    finished.catch((error) => {
      if (!transactions.has(id)) rejectBegun(error);
    });
  });
}

/** Settles the transaction's callback and answers once PGlite has committed or rolled back. */
async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  if (commit) open.commit(undefined);
  else open.rollback();
  try {
    await open.finished;
  } finally {
    transactions.delete(id);
  }
}

/** Rolls back every open transaction: the one who opened them hands the database on. */
async function rollbackOpen() {
  for (const id of [...transactions.keys()]) await end(id, false);
}

function handle(message) {
  const target = message.tx ? transactions.get(message.tx)?.tx : db;
  switch (message.op) {
    case 'query':
      if (!target) throw new Error(`no open transaction ${message.tx}`);
      return query(message.tx ? target : null, message.sql, message.params, {
        rowMode: message.rowMode,
        parsers: parsersFor(message.rawTypes),
      });
    case 'exec':
      if (!target) throw new Error(`no open transaction ${message.tx}`);
      return target.exec(message.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(message.tx, message.commit);
    case 'rollback-open':
      return rollbackOpen();
    case 'close':
      return db.close();
    default:
      throw new Error(`unknown op ${message.op}`);
  }
}

function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, message: error.message, name: error.name };
}

parentPort.on('message', (message) => {
  Promise.resolve()
    .then(() => handle(message))
    .then(
      (result) => parentPort.postMessage({ id: message.id, result }),
      (error) => parentPort.postMessage({ id: message.id, error: errorFields(error) }),
    );
});
