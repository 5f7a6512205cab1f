/** At most `limit` hits per fixed window of `windowSeconds` for `key` (e.g. 'login:ip:1.2.3.4'). */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

const minute = 60;
const hour = 60 * minute;

/**
 * The limits of the account calls, per username and per client address. Login counts failed
 * attempts only, per account and address together (10 per 15 minutes), so one proxy's users do not
 * lock each other out; an account from any address (50 an hour) and an address across accounts
 * (500 an hour) have looser limits against distributed guessing and password spraying. Code checks,
 * reset requests and registrations count every call (each may send mail or test a guess).
 */
export const rateLimits = {
  loginFailures: (username: string, address: string): RateLimitRule[] => [
    { key: `login:user-ip:${username}:${address}`, limit: 10, windowSeconds: 15 * minute },
    { key: `login:user:${username}`, limit: 50, windowSeconds: hour },
    { key: `login:ip:${address}`, limit: 500, windowSeconds: hour },
  ],
  verificationCode: (username: string, address: string): RateLimitRule[] => [
    { key: `code:user:${username}`, limit: 5, windowSeconds: 15 * minute },
    { key: `code:ip:${address}`, limit: 30, windowSeconds: 15 * minute },
  ],
  mailSending: (username: string, address: string): RateLimitRule[] => [
    { key: `mail:user:${username}`, limit: 5, windowSeconds: hour },
    { key: `mail:ip:${address}`, limit: 30, windowSeconds: hour },
  ],
  passwordReset: (address: string): RateLimitRule[] => [
    { key: `reset:ip:${address}`, limit: 20, windowSeconds: hour },
  ],
  accountCreation: (address: string): RateLimitRule[] => [
    { key: `create:ip:${address}`, limit: 20, windowSeconds: hour },
  ],
};

/** Feedback mails support; 10 an hour from one address is more than a person writes. */
export const feedbackRateLimit = (address: string): RateLimitRule[] => [
  { key: `feedback:ip:${address}`, limit: 10, windowSeconds: hour },
];

/**
 * The logging endpoint takes anonymous calls; the web logs only report downloads and CSV exports
 * (one each per purchased analysis opened), so 120 an hour from one address is far more than an
 * office behind one proxy downloads, and bounds what one address can store at 120 × 64 KB (the
 * route's body limit), under 8 MB an hour.
 */
export const logEventRateLimit = (address: string): RateLimitRule[] => [
  { key: `log:ip:${address}`, limit: 120, windowSeconds: hour },
];

/**
 * Errors a page reports: a page sends five at most, so 30 an hour from one address is six broken
 * page loads, and a page stuck in a loop of errors cannot use up the budget of the log calls a
 * download or an export waits on (logEventRateLimit, counted apart).
 */
export const clientErrorRateLimit = (address: string): RateLimitRule[] => [
  { key: `client-error:ip:${address}`, limit: 30, windowSeconds: hour },
];

/**
 * Page views are anonymous and tiny (a path, under 100 bytes stored); a person shows a screen or a
 * tab every few seconds at most, so 600 an hour from one address leaves an office behind one proxy
 * room and bounds what one address can store at well under 1 MB an hour.
 */
export const pageViewRateLimit = (address: string): RateLimitRule[] => [
  { key: `page-view:ip:${address}`, limit: 600, windowSeconds: hour },
];

/**
 * Adaptation runs cost up to three engine runs (about a second each) per call; 30 calls an hour per
 * account is ten full three-pathway plans, more than a person compares in an hour.
 */
export const adaptationRunRateLimit = (accountId: string): RateLimitRule[] => [
  { key: `adaptation:account:${accountId}`, limit: 30, windowSeconds: hour },
];

/**
 * Portfolio uploads from one address: each reads and checks a file of up to 100,000 rows, so 60 an
 * hour bounds the work one address can ask for (an account's daily count is enforced apart).
 */
export const portfolioUploadRateLimit = (address: string): RateLimitRule[] => [
  { key: `portfolio-upload:ip:${address}`, limit: 60, windowSeconds: hour },
];
