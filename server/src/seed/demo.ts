import { PRIVACY_NOTICE_VERSION, TRIAL_STUDENTS, type Subject } from '@nurselab/core';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.js';
import type { Db } from '../db/client.js';
import { appState, privacyConsents, professorCourses, universities, users } from '../db/schema/index.js';

export const DEMO_PASSWORD = 'nurselab123';

export interface DemoUniversity {
  name: string;
  course: Subject;
  registerCode: string;
  capacity: number;
  professor: string;
  studentPrefix: string;
}

/** One demo university per kind of course, with fixed codes so the README can name them. */
export const DEMO_UNIVERSITIES: DemoUniversity[] = [
  { name: 'Demo Nursing University', course: 'maternalchild', registerCode: 'MCDEMO', capacity: 30, professor: 'prof_mc', studentPrefix: 'mc_student' },
  { name: 'Subject315', course: '315', registerCode: 'S315DM', capacity: 30, professor: 'prof_315', studentPrefix: 's315_student' },
  { name: 'Demo Surgical Nursing', course: 'surgical', registerCode: 'SURDEM', capacity: 30, professor: 'prof_sur', studentPrefix: 'sur_student' },
  { name: 'Demo Medical Nursing', course: 'medical', registerCode: 'MEDDEM', capacity: 30, professor: 'prof_med', studentPrefix: 'med_student' },
  { name: 'Demo OB Nursing', course: 'ob', registerCode: 'OBDEMO', capacity: 30, professor: 'prof_ob', studentPrefix: 'ob_student' },
  { name: 'Trial-CSSD', course: 'trial-cssd', registerCode: 'CSSDTR', capacity: TRIAL_STUDENTS, professor: 'prof_cssd', studentPrefix: 'cssd_student' },
];

const STUDENT_NAMES: [string, string][] = [
  ['Ploy', 'Srisuk'],
  ['Nattapong', 'Chaiyo'],
  ['Siriporn', 'Kaewmanee'],
];

export const DEMO_SEEDED_KEY = 'demo_seeded';

/** Seeds the demo universities and accounts once per database; later starts leave them alone. */
export async function seedDemoOnce(db: Db): Promise<boolean> {
  const [done] = await db.select().from(appState).where(eq(appState.key, DEMO_SEEDED_KEY));
  if (done) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const demo of DEMO_UNIVERSITIES) {
      const [university] = await tx
        .insert(universities)
        .values({ name: demo.name, course: demo.course, registerCode: demo.registerCode, capacity: demo.capacity, registeredStudents: STUDENT_NAMES.length })
        .returning();
      const [professor] = await tx
        .insert(users)
        .values({ username: demo.professor, firstName: 'Demo', lastName: 'Professor', passwordHash, role: 'professor', universityId: university.id })
        .returning({ id: users.id });
      await tx.insert(professorCourses).values({ userId: professor.id, universityId: university.id });
      const students = await tx.insert(users).values(
        STUDENT_NAMES.map(([firstName, lastName], i) => ({
          username: `${demo.studentPrefix}${i + 1}`,
          firstName,
          lastName,
          studentId: `6600${DEMO_UNIVERSITIES.indexOf(demo)}${String(i + 1).padStart(3, '0')}`,
          passwordHash,
          role: 'student' as const,
          universityId: university.id,
        })),
      ).returning({ id: users.id });
      // The demo students are made-up people: they come with consent to the notice in force, so the demo records at once.
      await tx.insert(privacyConsents).values(students.map((s) => ({ userId: s.id, noticeVersion: PRIVACY_NOTICE_VERSION })));
    }
    await tx.insert(appState).values({ key: DEMO_SEEDED_KEY, value: new Date().toISOString() });
  });
  return true;
}
