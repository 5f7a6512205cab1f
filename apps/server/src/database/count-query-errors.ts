/**
 * Counts the statements the database refused or could not run (a lost connection, a timeout, a
 * constraint the code did not expect), for the metrics: drivers have no hook for a failed query,
 * so each client's query methods are wrapped where the driver hands them out. Every call still
 * returns what the driver returned; only a side branch watches for its failure.
 */
export interface QueryErrorCounter {
  readonly total: number;
  /** Wraps `methods` of `target` (each returning a promise, or taking a Node-style callback last). */
  watch(target: object, methods: readonly string[]): void;
  /** Counts one failure seen elsewhere (a connection the pool could not open). */
  count(): void;
}

type AnyFunction = (...parameters: unknown[]) => unknown;

export function createQueryErrorCounter(): QueryErrorCounter {
  let total = 0;
  const count = () => {
    total += 1;
  };
  return {
    get total() {
      return total;
    },
    count,
    watch(target, methods) {
      const methodsOf = target as Record<string, unknown>;
      for (const method of methods) {
        const original = methodsOf[method];
        if (typeof original !== 'function') continue;
        const call = (original as AnyFunction).bind(target);
        methodsOf[method] = (...parameters: unknown[]) => {
          const last = parameters.at(-1);
          if (typeof last === 'function') {
            parameters[parameters.length - 1] = (error: unknown, ...results: unknown[]) => {
              if (error) count();
              return (last as AnyFunction)(error, ...results);
            };
            return call(...parameters);
          }
          const result = call(...parameters);
          if (result instanceof Promise) void result.catch(count);
          return result;
        };
      }
    },
  };
}
