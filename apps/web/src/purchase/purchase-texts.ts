/** The purchase's texts: the payment drop-in's states and buttons, and the payment return's. */
export const purchaseTexts = {
  title: 'Purchase Summary',
  success: 'Payment successful! Redirecting...',
  purchaseComplete: 'Payment successful: your purchase is complete.',
  purchasedAnalysisNotLoaded:
    'The purchased analysis could not be loaded just now. Try again, or close this window and open the analysis from My Analyses in the menu: it shows its real results there.',
  purchasedAnalysisInMyAnalyses:
    'The purchased analysis could not be loaded just now: open it from My Analyses in the menu, where it shows its real results.',
  loadFailed: 'Payment form loading failed.',
  /** The buyer already bought a report with the same numbers (the intent names it). */
  alreadyBoughtTitle: 'You already bought this report',
  alreadyBought: (title: string, boughtOn: string) =>
    `“${title}”, bought on ${boughtOn}, holds the same numbers: the same asset at the same site, with the same settings. Open it from My Analyses in the menu. Paying here buys a second copy.`,
  paymentError: (message: string) => `Payment error: ${message}`,
  confirmDetails: 'Confirm Payment Details',
  submit: 'Submit Purchase',
  /** The payment-return screens (`?analysisId=…&paymentId=…`). */
  completingPurchase: 'Completing your purchase',
  completingPurchaseText: 'Please wait while we confirm your payment with the payment provider.',
  logInToCompletePurchase:
    'Please log in with the account you paid with: your purchase is completed once you are logged in.',
  purchaseWaitsForLoginTitle: 'Your purchase is not complete yet',
  purchaseWaitsForLogin:
    'Log in with the account you paid with (Login, at the top of the page): the purchase is completed as soon as you are logged in.',
  purchaseNotCompleted: 'Your purchase was not completed',
  paymentProcessingTitle: 'Your payment is still being processed',
  paymentProcessing:
    'The payment provider has not confirmed your payment yet. Once it does, this analysis shows its real results: open it again from My Analyses in a few minutes.',
  incompletePaymentLinkTitle: 'This payment link is incomplete',
  incompletePaymentLink:
    'It does not say which analysis was bought, so the purchase cannot be completed from it. If you paid, open the analysis from My Analyses: once the payment is confirmed it shows its real results.',
  testMode:
    'Test payments: nothing is charged. Pay with 4242 4242 4242 4242 (any future expiry and CVC); 4000 0000 0000 0002 is declined.',
} as const;
