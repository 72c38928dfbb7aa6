import { z } from 'zod';
import { SUBJECTS, type Subject } from '../courses.js';
import { isTimeZone } from '../labs/dueDate.js';
import { REGISTER_CODE_PATTERN, signupSchema } from './signup.js';

export const MAX_UNIVERSITY_CAPACITY = 100_000;

/** SPEC.md section 5, Admin: both fields required, number of students numeric. */
export const createUniversitySchema = z.object({
  universityName: z.string().trim().min(1, 'admin.universityName').max(120, 'admin.universityNameTooLong'),
  numberOfStudents: z.coerce
    .number({ message: 'admin.numberOfStudents' })
    .int('admin.numberOfStudents')
    .min(1, 'admin.numberOfStudents')
    .max(MAX_UNIVERSITY_CAPACITY, 'admin.numberOfStudents'),
  course: z.enum(SUBJECTS, { message: 'admin.course' }).optional(),
});
export type CreateUniversityInput = z.infer<typeof createUniversitySchema>;

const professorUsername = z.string().trim().min(1, 'admin.professorUsername').max(40, 'admin.professorUsername').transform((s) => s.toLowerCase());

export const assignProfessorSchema = z.object({
  registerCode: z.string().trim().regex(REGISTER_CODE_PATTERN, 'signup.registerCode'),
  professorUsername,
  /** Yes to moving a professor who belongs to another university (asked first with 409 admin.confirmMove). */
  confirmMove: z.boolean().optional(),
  /** A lecturer of another course also teaches this one, keeping the other (issue 22). */
  alsoTeach: z.boolean().optional(),
});
export type AssignProfessorInput = z.infer<typeof assignProfessorSchema>;

export const RELEASE_POLICIES = ['immediate', 'held'] as const;
export type ReleasePolicy = (typeof RELEASE_POLICIES)[number];

/** What a danger the grader found does to an answer: held for a lecturer to confirm or reject (default), or failed at once. */
export const DANGER_POLICIES = ['hold', 'fail'] as const;
export type DangerPolicy = (typeof DANGER_POLICIES)[number];
/** The share of automatic results also sent to lecturers as a check, in percent (stored as 0-1). */
export const DEFAULT_AUDIT_PERCENT = 10;

/** The longest a university may keep recordings after the final grade: ten years, in days. */
export const MAX_RETENTION_DAYS = 3650;

/** Days after the final grade, or null for "kept indefinitely". */
const retentionDays = z
  .number({ message: 'admin.retentionDays' })
  .int('admin.retentionDays')
  .min(1, 'admin.retentionDays')
  .max(MAX_RETENTION_DAYS, 'admin.retentionDays')
  .nullable()
  .optional();

/** Empty text clears the field (null). */
const optionalText = (max: number, code: 'admin.controllerName' | 'admin.controllerEmail') =>
  z
    .string({ message: code })
    .trim()
    .max(max, code)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/** Editing a university: its name, its capacity (never below the students registered), its release policy. */
export const updateUniversitySchema = z.object({
  universityName: createUniversitySchema.shape.universityName.optional(),
  numberOfStudents: createUniversitySchema.shape.numberOfStudents.optional(),
  releasePolicy: z.enum(RELEASE_POLICIES, { message: 'request.invalid' }).optional(),
  dangerPolicy: z.enum(DANGER_POLICIES, { message: 'admin.dangerPolicy' }).optional(),
  /** 0-100 %, at most one decimal place. */
  auditPercent: z
    .number({ message: 'admin.auditPercent' })
    .min(0, 'admin.auditPercent')
    .max(100, 'admin.auditPercent')
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'admin.auditPercent')
    .optional(),
  /** IANA time zone the university's dates and times are shown in (due dates, score files). */
  timeZone: z.string({ message: 'admin.timeZone' }).trim().refine(isTimeZone, 'admin.timeZone').optional(),
  /** Original recordings are deleted this many days after the final grade (null: kept indefinitely). */
  originalRetentionDays: retentionDays,
  /** The playback copy, transcript and evidence: never fewer days than the original (null: kept indefinitely). */
  copyRetentionDays: retentionDays,
  /** The data controller (the university) named on the privacy page; empty clears it. */
  controllerName: optionalText(200, 'admin.controllerName'),
  controllerEmail: optionalText(254, 'admin.controllerEmail').refine((s) => s == null || z.email().safeParse(s).success, 'admin.controllerEmail'),
  /** New students who register with the code wait for a lecturer's approval before they may record. */
  requiresApproval: z.boolean({ message: 'request.invalid' }).optional(),
});
export type UpdateUniversityInput = z.infer<typeof updateUniversitySchema>;

export const addProfessorSchema = z.object({ username: professorUsername, confirmMove: z.boolean().optional(), alsoTeach: z.boolean().optional() });

/** A professor account made by the administrator. */
export const createProfessorSchema = signupSchema.pick({ username: true, firstName: true, lastName: true, password: true }).extend({
  universityId: z.uuid(),
  confirmMove: z.boolean().optional(),
});
export type CreateProfessorInput = z.infer<typeof createProfessorSchema>;

/** An administrator settles a student-ID conflict by giving the account another (or its own) student ID. */
export const resolveStudentIdSchema = signupSchema.pick({ studentId: true });
export type ResolveStudentIdInput = z.infer<typeof resolveStudentIdSchema>;

/** A university as the admin API lists it (SPEC.md section 3 field names). */
export interface UniversityView {
  _id: string;
  universityName: string;
  course: Subject;
  registerCode: string;
  numberOfStudents: number;
  registeredStudents: number;
  professors: string[];
  professorAccounts: { _id: string; username: string; firstName: string; lastName: string }[];
  releasePolicy: ReleasePolicy;
  /** A danger the grader found: held for a lecturer (hold) or failed at once (fail). */
  dangerPolicy: DangerPolicy;
  /** Share of automatic results also sent to lecturers as a check, 0-100 %. */
  auditPercent: number;
  /** IANA time zone of the university's dates and times (default Asia/Bangkok). */
  timeZone: string;
  /** Days after the final grade originals are deleted, and the playback copy with transcript and evidence (null: kept indefinitely). */
  originalRetentionDays: number | null;
  copyRetentionDays: number | null;
  /** The data controller named on the privacy page (null: the general text). */
  controllerName: string | null;
  controllerEmail: string | null;
  /** New students wait for a lecturer's approval before they may record. */
  requiresApproval: boolean;
  createdAt: string;
}

/** Whether the playback copy may be kept as set: never deleted before the original, nor set while originals are kept indefinitely. */
export function copyRetentionFits(originalDays: number | null, copyDays: number | null): boolean {
  return copyDays === null || (originalDays !== null && copyDays >= originalDays);
}
