import { describe, expect, it } from 'vitest';
import { runWithRetries, StartupStepError } from './run-with-retries.ts';

describe('runWithRetries', () => {
  it('returns the first success without waiting', async () => {
    const waits: number[] = [];
    const value = await runWithRetries(
      'load material data',
      async () => 42,
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(value).toBe(42);
    expect(waits).toEqual([]);
  });

  it('retries with waits of 1 s and 4 s, then succeeds on the third attempt', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const value = await runWithRetries(
      'authentication',
      async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('down');
        return 'ok';
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(value).toBe('ok');
    expect(waits).toEqual([1000, 4000]);
  });

  it("fails after three attempts with 'Error performing {step}.'", async () => {
    const failing = runWithRetries(
      'authentication',
      async () => {
        throw new Error('down');
      },
      async () => {},
    );
    await expect(failing).rejects.toBeInstanceOf(StartupStepError);
    await expect(failing).rejects.toThrow('Error performing authentication.');
  });
});
