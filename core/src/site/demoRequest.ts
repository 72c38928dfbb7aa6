import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';

export const MAX_DEMO_STUDENTS = 100_000;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/;

const optionalText = (max: number, code: string) =>
  z
    .string()
    .trim()
    .max(max, code)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A school asking for a demonstration (/request-demo): the form and the server validate with this one schema. */
export const demoRequestSchema = z.object({
  name: z.string().trim().min(1, 'demo.name').max(120, 'demo.tooLong'),
  institution: z.string().trim().min(1, 'demo.institution').max(200, 'demo.tooLong'),
  email: z.string().trim().max(200, 'demo.tooLong').pipe(z.email('demo.email')),
  phone: optionalText(40, 'demo.phone').refine((v) => v === undefined || PHONE_PATTERN.test(v), 'demo.phone'),
  students: z.coerce.number({ message: 'demo.students' }).int('demo.students').min(1, 'demo.students').max(MAX_DEMO_STUDENTS, 'demo.students'),
  language: z.enum(LANGUAGES, { message: 'demo.language' }),
  message: optionalText(2000, 'demo.messageTooLong'),
});
export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

/** A stored request as the administrator sees it. */
export interface DemoRequestView extends DemoRequest {
  id: string;
  createdAt: string;
  handled: boolean;
}
