import { returnFreedMemory } from './return-freed-memory.ts';

/**
 * Collects the start-up's garbage once it is over, and hands what it freed back to the system.
 * Start-up parses the hazard grids, the gazetteer's 23 MB table and the engine bundle, and leaves
 * ~90 MB of dead objects on the heap (heap used ~155 → ~65 MB after one full collection, measured
 * on the production bundle); an idle server allocates too little for V8 to collect them soon, so
 * without this the idle server keeps them resident for minutes. The collection needs the V8
 * collector exposed (`--expose-gc`, which `npm start` passes); elsewhere (tests, development) only
 * the memory already freed is returned.
 */
export function collectStartUpGarbage(): void {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  returnFreedMemory();
}
