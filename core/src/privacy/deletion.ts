import { z } from 'zod';
import type { StudentSummary } from '../accounts/studentSummary.js';

/** Who asked for a student's personal data to be deleted: the student, someone acting for them, or the university. */
export const DELETION_REQUESTERS = ['student', 'representative', 'university'] as const;
export type DeletionRequester = (typeof DELETION_REQUESTERS)[number];

/** An administrator handling a deletion request: whose request it was and when it arrived (a date, not after today). */
export const personalDataDeletionSchema = z.object({
  requestedBy: z.enum(DELETION_REQUESTERS, { message: 'personalData.requestedBy' }),
  requestedOn: z
    .string({ message: 'personalData.requestedOn' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'personalData.requestedOn')
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && Date.parse(`${d}T00:00:00Z`) <= Date.now() + 86_400_000, 'personalData.requestedOn'),
});
export type PersonalDataDeletionInput = z.infer<typeof personalDataDeletionSchema>;

/** A deletion as administrators list it: opaque ids, no names. */
export interface PersonalDataDeletionView {
  id: string;
  subjectUserId: string;
  universityId: string | null;
  universityName: string | null;
  performedBy: string;
  performedByUsername: string | null;
  requestedBy: DeletionRequester;
  requestedAt: string;
  deletedAt: string;
  removed: Record<string, number>;
}

/** A student of a university as the administrators' list shows it. */
export interface AdminStudentView extends StudentSummary {
  /** Set once their personal data was deleted: the account stays only as an anonymous row of the course's statistics. */
  personalDataDeletedAt: string | null;
}
