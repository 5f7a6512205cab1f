/**
 * What the reader is told about the payment that brought them back, when it did not complete the
 * purchase (it waits for a login, the provider has not confirmed it yet, it failed: 'Payment
 * error: {message}', or the link does not name the analysis), or when the purchased analysis
 * cannot be shown. None of these is reported as a fault of the system. A run carries it
 * (`AnalysisRun.paymentNotice`), and the purchase screens word it.
 */
export type PaymentReturnNotice =
  | { kind: 'login-to-complete' }
  | { kind: 'processing' }
  | { kind: 'payment-error'; message: string }
  | { kind: 'incomplete-link' }
  | { kind: 'purchased-not-shown' };
