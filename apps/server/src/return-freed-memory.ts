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

/** Time for an exiting worker thread to tear down its heap before its memory is returned. */
const threadTearDownMilliseconds = 2_000;

/**
 * For a worker pool's `workerDestroy` event: returns the memory of the thread that is exiting once
 * it has torn down (the event comes as the thread is told to stop). The timer keeps no process
 * alive.
 */
export function returnFreedMemoryOfExitedThread(): void {
  setTimeout(returnFreedMemory, threadTearDownMilliseconds).unref();
}
