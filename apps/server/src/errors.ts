import { alreadyPurchasedErrorCode, paymentNotSettledErrorCode } from '@hazardscope/contracts';

/**
 * Typed errors of the domain. Domain code throws `AppError(code, message)`; the one table below maps
 * each code to its HTTP status at the edge (documenso's pattern).
 */
const errorStatusByCode = {
  BAD_REQUEST: 400,
  UNAUTHORISED: 401,
  /** A payment the provider declined: nothing was charged. */
  PAYMENT_DECLINED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /**
   * A payment the provider has not settled yet (not a failure): the client shows it as being
   * processed, telling it apart from other conflicts by this code.
   */
  [paymentNotSettledErrorCode]: 409,
  /**
   * The analysis was purchased meanwhile through another order, and this one took no payment: the
   * client shows the purchased analysis, telling it apart from other conflicts by this code.
   */
  [alreadyPurchasedErrorCode]: 409,
  GONE: 410,
  /** An upload over its size limit; the connection is closed so the rest of it is not read. */
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
} as const;

export type AppErrorCode = keyof typeof errorStatusByCode;

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly field?: string,
    /** For TOO_MANY_REQUESTS: seconds until the limit resets, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get statusCode(): number {
    return errorStatusByCode[this.code];
  }
}
