/** Reply texts of the account calls. The web matches on the first two. */
export const accountMessages = {
  passwordRequired: 'password required',
  verifyEmail: 'Please verify email',
  incorrectLogin: 'Incorrect username or password.',
  notLoggedIn: 'Please log in.',
  usernameTaken: 'An account with this e-mail already exists. Log in, or reset your password.',
  codeSent: 'We have e-mailed you a 6-digit verification code.',
  wrongCode: 'The verification code is wrong or has expired. Ask for a new one by logging in.',
  signInLinkSent: 'This account has no password yet. We have e-mailed you a link that logs you in.',
  resetLinkSent:
    'If an account exists for this e-mail, we have sent it a link to reset the password.',
  resetTokenInvalid:
    'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordAlreadySet: 'This account already has a password. Use password reset to change it.',
  notYourAccount: 'You can only change your own account.',
  currentPasswordRequired: 'Please enter your current password to change your e-mail or password.',
  currentPasswordWrong: 'Your current password is not correct.',
} as const;
