import { z } from 'zod';

export const feedbackLabelSchema = z.enum(['General Feedback', 'Strange Result']);
export type FeedbackLabel = z.infer<typeof feedbackLabelSchema>;

/** `POST /api/feedback` (subject at most 80 characters). */
export const feedbackBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  subject: z.string().trim().min(1, 'Subject is required.').max(80),
  comment: z.string().trim().min(1, 'Comment is required.').max(10_000),
  label: feedbackLabelSchema,
  pageUrl: z.string().max(2_000).optional(),
  analysisTitle: z.string().max(500).optional(),
  parameters: z.record(z.string(), z.unknown()).optional(),
});
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

export const feedbackSuccessText = "Thank you for your feedback, we'll contact you shortly.";
