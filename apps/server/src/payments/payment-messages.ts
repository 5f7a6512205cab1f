export const paymentMessages = {
  passwordRequired: 'Set a password for your account before purchasing.',
  alreadyPurchased: 'This analysis is already purchased.',
  orderNotFound: 'Order not found. Start the purchase again.',
  otherProvider:
    'This order was started with another payment provider. Close the purchase and start it again.',
  notSettled:
    'The payment is not complete yet. Finish it with the payment provider, then try again.',
} as const;
