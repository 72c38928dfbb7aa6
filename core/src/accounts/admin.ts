import { z } from 'zod';
import { SUBJECTS, type Subject } from '../courses.js';
import { REGISTER_CODE_PATTERN } from './signup.js';

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

export const assignProfessorSchema = z.object({
  registerCode: z.string().trim().regex(REGISTER_CODE_PATTERN, 'signup.registerCode'),
  professorUsername: z.string().trim().min(1, 'admin.professorUsername').max(40, 'admin.professorUsername').transform((s) => s.toLowerCase()),
});
export type AssignProfessorInput = z.infer<typeof assignProfessorSchema>;

/** A university as the admin API lists it (SPEC.md section 3 field names). */
export interface UniversityView {
  _id: string;
  universityName: string;
  course: Subject;
  registerCode: string;
  numberOfStudents: number;
  registeredStudents: number;
  professors: string[];
  createdAt: string;
}
