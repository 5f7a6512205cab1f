import { describe, expect, it } from 'vitest';
import { createQueryErrorCounter } from './count-query-errors.ts';

describe('the query error counter', () => {
  it('counts failed calls of either form and passes every result through unchanged', async () => {
    const counter = createQueryErrorCounter();
    const client = {
      async query(text: string) {
        if (text === 'bad') throw new Error('syntax error');
        return { rows: [text] };
      },
      connect(callback: (error: Error | undefined, connection?: string) => void) {
        callback(new Error('ECONNREFUSED'));
      },
    };
    counter.watch(client, ['query', 'connect', 'absent']);
    await expect(client.query('good')).resolves.toEqual({ rows: ['good'] });
    await expect(client.query('bad')).rejects.toThrow('syntax error');
    let seen: Error | undefined;
    client.connect((error) => (seen = error));
    expect(seen?.message).toBe('ECONNREFUSED');
    counter.count();
    expect(counter.total).toBe(3);
  });
});
