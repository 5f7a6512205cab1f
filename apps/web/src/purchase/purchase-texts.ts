/** The purchase modal's texts (the payment drop-in's states and buttons). */
export const purchaseTexts = {
  title: 'Purchase Summary',
  success: 'Payment successful! Redirecting...',
  purchaseComplete: 'Payment successful: your purchase is complete.',
  purchasedAnalysisNotLoaded:
    'The purchased analysis could not be loaded just now. Try again, or close this window and open the analysis from My Analyses in the menu: it shows its real results there.',
  loadFailed: 'Payment form loading failed.',
  paymentError: (message: string) => `Payment error: ${message}`,
  confirmDetails: 'Confirm Payment Details',
  submit: 'Submit Purchase',
  testMode:
    'Test payments: nothing is charged. Pay with 4242 4242 4242 4242 (any future expiry and CVC); 4000 0000 0000 0002 is declined.',
} as const;
