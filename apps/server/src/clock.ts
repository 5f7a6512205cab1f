/** The current time, passed to domain code so tests can move it (expiry, rate-limit windows). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
