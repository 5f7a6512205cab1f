import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { returnFreedMemory } from './return-freed-memory.ts';

const residentMegabytes = () =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;

// The collector, to free the buffers below now rather than whenever V8 gets round to it.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

describe.runIf(process.platform === 'linux')('returning freed memory (Linux, glibc)', () => {
  it('gives back the memory of freed buffers that glibc kept in its heap', async () => {
    // ~200 MB of buffers of ~100 KB (each from glibc's heap, under its mmap threshold); every
    // tenth is kept, so the freed ones are holes the heap's top cannot give back.
    let buffers = Array.from({ length: 2_000 }, (_, index) =>
      Buffer.alloc(100_000 + (index % 7) * 1_000, 1),
    );
    buffers = buffers.filter((_, index) => index % 10 === 0);
    collectGarbage();
    const before = residentMegabytes();
    // V8 frees the buffers' memory on a background thread after the collection, later on a busy
    // machine: the trim is tried again, every 200 ms for up to 10 s, until the memory has left.
    // ~180 MB are freed; without the trim none of it leaves (measured: 0 MB), however long.
    let returnedMegabytes = 0;
    for (let attempt = 0; attempt < 50 && returnedMegabytes <= 30; attempt += 1) {
      await delay(200);
      expect(returnFreedMemory()).toBe(true);
      returnedMegabytes = before - residentMegabytes();
    }
    expect(returnedMegabytes).toBeGreaterThan(30);
    expect(buffers).toHaveLength(200);
  });
});
