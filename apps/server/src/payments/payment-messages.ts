export const paymentMessages = {
  passwordRequired: 'Set a password for your account before purchasing.',
  alreadyPurchased: 'This analysis is already purchased.',
  duplicateRefunded:
    'This analysis was already purchased through another payment, so this payment has been refunded in full to the card it came from.',
  orderNotFound: 'Order not found. Start the purchase again.',
  analysisDeleted:
    'The analysis of this order was deleted, so it can no longer be bought; nothing was charged. Run and save the analysis again to buy it.',
  analysisDeletedWhileOpening:
    'This analysis was deleted while its purchase was being opened, so it can no longer be bought; nothing was charged. Run and save the analysis again to buy it.',
  deletedAnalysisRefunded:
    'The analysis of this order was deleted before the payment arrived, so this payment has been refunded in full to the card it came from.',
  orderCanceled:
    'This payment was canceled and can no longer be completed. Close the purchase and start it again.',
  otherProvider:
    'This order was started with another payment provider. Close the purchase and start it again.',
  notSettled:
    'The payment is not complete yet. Finish it with the payment provider, then try again.',
} as const;
