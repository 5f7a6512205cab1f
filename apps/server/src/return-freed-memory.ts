import { createRequire } from 'node:module';
import type Koffi from 'koffi';

type MallocTrim = (padBytes: number) => number;

/** glibc's malloc_trim, once looked up; null where there is none to call. */
let mallocTrim: MallocTrim | null | undefined;

/**
 * Hands the memory the process has freed back to the system. glibc's allocator keeps freed memory
 * inside its heap for later allocations and gives back only the heap's top, so after a peak — the
 * start-up's parsing, a report rendered or an engine thread that has exited — the freed holes stay
 * resident. malloc_trim(3) returns every whole free page (on the production bundle, idle after
 * start-up: about 410 → 295 MB). Linux with glibc only, called through koffi (a foreign-function
 * library installed with prebuilt binaries); elsewhere, or when it cannot be loaded, nothing is
 * done. Returns whether the memory was trimmed.
 */
export function returnFreedMemory(): boolean {
  mallocTrim ??= lookUpMallocTrim();
  if (mallocTrim === null) return false;
  mallocTrim(0);
  return true;
}

function lookUpMallocTrim(): MallocTrim | null {
  if (process.platform !== 'linux' || glibcVersion() === undefined) return null;
  try {
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi;
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as MallocTrim;
  } catch {
    return null;
  }
}

/** The C library's version when it is glibc (Node's diagnostic report names it; musl has none). */
function glibcVersion(): string | undefined {
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return report.header?.glibcVersionRuntime;
}

/**
 * Collects the garbage of the main thread's heap, then returns what is freed to the system: for
 * moments the server has just become idle, when nothing else would prompt V8 to collect soon. At
 * the end of start-up, which parses the hazard grids, the gazetteer's 23 MB table and the engine
 * bundle and leaves ~90 MB of dead objects (heap used ~155 → ~65 MB after one full collection,
 * measured on the production bundle); and after a worker thread exits, having left the buffers it
 * exchanged with the main thread. The collection needs the V8 collector exposed (`--expose-gc`,
 * which `npm start` passes); elsewhere (tests, development) only memory already freed is returned.
 */
export function collectAndReturnFreedMemory(): void {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  returnFreedMemory();
}

/** Time for an exiting worker thread to tear down its heap before its memory is returned. */
const threadTearDownMilliseconds = 2_000;

/**
 * For a worker pool's `workerDestroy` event (a thread exits after its idle timeout): collects and
 * returns the freed memory once the thread has torn down (the event comes as it is told to stop).
 * The timer keeps no process alive.
 */
export function returnMemoryOfExitedThread(): void {
  setTimeout(collectAndReturnFreedMemory, threadTearDownMilliseconds).unref();
}
