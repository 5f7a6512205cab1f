import { z } from 'zod';

/**
 * Client-side rules for the account forms. They mirror the server's contracts
 * (packages/contracts/src/account.ts: e-mail, passwords of 8 to 256 characters, 6-digit codes) so a
 * form that passes here is one the server accepts.
 */
const validationMessages = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: 'Password must be at least 8 characters.',
  confirmationRequired: 'Please confirm your password.',
  passwordsDoNotMatch: 'Passwords do not match',
  codeRequired: 'Verification code is required.',
  codeDigits: 'The verification code is 6 digits.',
  titleRequired: 'Title is required.',
  subjectRequired: 'Subject is required.',
  subjectTooLong: 'Subject must be 80 characters or fewer.',
  commentRequired: 'Comment is required.',
} as const;

/** Feedback subjects are at most 80 characters. */
export const feedbackSubjectMaximumLength = 80;

const emailField = z
  .string()
  .trim()
  .min(1, validationMessages.emailRequired)
  .pipe(z.email(validationMessages.emailInvalid));

const requiredPassword = z
  .string()
  .min(1, validationMessages.passwordRequired)
  .min(8, validationMessages.passwordTooShort)
  .max(256);

const confirmation = z.string().min(1, validationMessages.confirmationRequired);

/** Adds 'Passwords do not match' on the confirmation when both are typed and differ. */
function passwordsMatch(
  values: { password: string; confirmPassword: string },
  context: z.RefinementCtx,
) {
  if (values.confirmPassword !== '' && values.password !== values.confirmPassword) {
    context.addIssue({
      code: 'custom',
      path: ['confirmPassword'],
      message: validationMessages.passwordsDoNotMatch,
    });
  }
}

/** Login: the password field may be hidden (save flow) until the server asks for it. */
export const loginSchema = z
  .object({ email: emailField, password: z.string(), passwordShown: z.boolean() })
  .superRefine((values, context) => {
    if (values.passwordShown && values.password === '') {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: validationMessages.passwordRequired,
      });
    }
  });

export const registerSchema = z
  .object({
    email: emailField,
    password: requiredPassword,
    confirmPassword: confirmation,
    newsletter: z.boolean(),
  })
  .superRefine(passwordsMatch);

export const forgotSchema = z.object({ email: emailField });

export const verifySchema = z.object({
  code: z
    .string()
    .min(1, validationMessages.codeRequired)
    .regex(/^\d{6}$/, validationMessages.codeDigits),
});

export const newPasswordSchema = z
  .object({ password: requiredPassword, confirmPassword: confirmation })
  .superRefine(passwordsMatch);

export const profileSchema = z
  .object({
    email: emailField,
    newsletter: z.boolean(),
    resetPassword: z.boolean(),
    password: z.string(),
    confirmPassword: z.string(),
    /** Asked (and sent) only when an account with a password changes its e-mail or password. */
    currentPassword: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.resetPassword) return;
    const password = requiredPassword.safeParse(values.password);
    if (!password.success) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: password.error.issues[0]?.message ?? validationMessages.passwordRequired,
      });
    }
    if (values.confirmPassword === '') {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: validationMessages.confirmationRequired,
      });
    }
    passwordsMatch(values, context);
  });

export const titleSchema = z.object({
  title: z.string().trim().min(1, validationMessages.titleRequired).max(500),
});

export const feedbackFormSchema = z.object({
  email: emailField,
  subject: z
    .string()
    .trim()
    .min(1, validationMessages.subjectRequired)
    .max(feedbackSubjectMaximumLength, validationMessages.subjectTooLong),
  comment: z.string().trim().min(1, validationMessages.commentRequired).max(10_000),
});

/** Keeps only the digits of a typed verification code (digits only). */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}
