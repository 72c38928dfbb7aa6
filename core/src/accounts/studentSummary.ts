import { z } from 'zod';

/** A student as the staff lists name them (pending approval, a university's students). */
export const studentSummarySchema = z.object({
  _id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentId: z.string().nullable(),
  createdAt: z.string(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;
