/** Waits between start-up attempts (3 attempts, waits of 1, 4, 9 seconds). */
const startupRetryWaitsMs = [1000, 4000, 9000] as const;
const startupAttempts = 3;

export class StartupStepError extends Error {
  override readonly name = 'StartupStepError';
  constructor(
    readonly stepName: string,
    override readonly cause: unknown,
  ) {
    // The message a failed start-up step shows: 'Error performing {step name}.'
    super(`Error performing ${stepName}.`);
  }
}

/**
 * Runs one start-up step up to three times, waiting 1 s then 4 s between attempts; throws a
 * StartupStepError naming the step when the last attempt fails.
 */
export async function runWithRetries<T>(
  stepName: string,
  step: () => Promise<T>,
  wait: (milliseconds: number) => Promise<void> = (milliseconds) =>
    new Promise((resolve) => setTimeout(resolve, milliseconds)),
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < startupAttempts; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      lastError = error;
      const waitMs = startupRetryWaitsMs[attempt];
      if (attempt < startupAttempts - 1 && waitMs !== undefined) await wait(waitMs);
    }
  }
  throw new StartupStepError(stepName, lastError);
}
