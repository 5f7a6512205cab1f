/** Progress rises 5 % a tick. */
const progressStepPercent = 5;
/** Each tick comes after a random 250–500 ms. */
const minimumTickMs = 250;
const maximumTickMs = 500;
/** The request starts 1000 ms after GO. */
export const requestDelayMs = 1000;

/** The wait before the next tick for a random number in [0, 1). */
export function tickDelayMs(random: number): number {
  return minimumTickMs + Math.floor(random * (maximumTickMs - minimumTickMs + 1));
}

/** The next progress value: +5 %, never past 100. */
export function nextProgress(percent: number): number {
  return Math.min(100, percent + progressStepPercent);
}

/** Which message to show at a progress value: they rotate evenly over 0–100 %. */
export function messageIndexAt(percent: number, messageCount: number): number {
  return Math.min(messageCount - 1, Math.floor((percent / 100) * messageCount));
}
