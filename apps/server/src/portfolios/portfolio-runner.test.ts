import { describe, expect, it } from 'vitest';
import { createTurns } from './portfolio-runner.ts';

describe('createTurns', () => {
  it('runs at most its count of tasks at once, the others in the order they asked', async () => {
    const turns = createTurns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const tasks = [0, 1, 2, 3, 4].map((task) =>
      turns.take(async () => {
        started.push(task);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return task * 10;
      }),
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
    await settle();
    expect(started).toEqual([0, 1]);
    releases[1]!();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    releases[0]!();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    releases[2]!();
    releases[3]!();
    await settle();
    releases[4]!();
    expect(await Promise.all(tasks)).toEqual([0, 10, 20, 30, 40]);
    expect(most).toBe(2);
  });

  it('passes the turn on when a task fails', async () => {
    const turns = createTurns(1);
    const failing = turns.take(() => Promise.reject(new Error('engine thread died')));
    const next = turns.take(async () => 'ran');
    await expect(failing).rejects.toThrow('engine thread died');
    expect(await next).toBe('ran');
  });
});
