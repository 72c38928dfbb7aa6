/** A university with students and professors, and helpers to upload and submit as they would. */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { labAttempts, labs, submissions } from '../../../src/db/schema/index.js';
import { startTestApp, type TestContext } from '../../support/app.js';
import type { DatabaseKind } from '../../support/databases.js';
import { adminToken, bearer, createProfessor, createUniversity, signupStudent } from '../../support/fixtures.js';

export interface Person {
  token: string;
  userId: string;
}

export interface World {
  ctx: TestContext;
  admin: Person;
  /** Students of the maternal and child university. */
  students: Person[];
  professor: Person;
  /** A professor and a student of another maternal and child university. */
  otherProfessor: Person;
  otherStudent: Person;
  /** A student of a surgical university. */
  surgicalStudent: Person;
}

export async function createWorld(kind: DatabaseKind, env: Record<string, string> = {}, studentCount = 3): Promise<World> {
  const ctx = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '10000', LEGACY_RESULT_WAIT_SECONDS: '1', ...env }, { content: true });
  const adminTokenValue = await adminToken(ctx);
  const person = (r: { token: string; user: { _id: string } }): Person => ({ token: r.token, userId: r.user._id });
  const admin = { token: adminTokenValue, userId: '' };
  const home = await createUniversity(ctx, adminTokenValue, { universityName: 'Home University', course: 'maternalchild', numberOfStudents: 50 });
  const other = await createUniversity(ctx, adminTokenValue, { universityName: 'Other University', course: 'maternalchild' });
  const surgical = await createUniversity(ctx, adminTokenValue, { universityName: 'Surgical University', course: 'surgical' });
  const students: Person[] = [];
  for (let i = 0; i < studentCount; i++) students.push(person(await signupStudent(ctx, home.registerCode)));
  return {
    ctx,
    admin,
    students,
    professor: person(await createProfessor(ctx, adminTokenValue, home.registerCode)),
    otherProfessor: person(await createProfessor(ctx, adminTokenValue, other.registerCode)),
    otherStudent: person(await signupStudent(ctx, other.registerCode)),
    surgicalStudent: person(await signupStudent(ctx, surgical.registerCode)),
  };
}

/** A finished upload of a local file, made the way the tus route stores one. */
export async function storedUpload(world: World, owner: Person, file: string, metadata: Record<string, string> = {}): Promise<string> {
  const { size } = await stat(file);
  const upload = await world.ctx.app.services.uploads.store.createFrom(owner.userId, createReadStream(file), size, metadata);
  return upload.id;
}

export function finalise(world: World, who: Person, body: Record<string, unknown>) {
  return world.ctx.app.inject({
    method: 'POST',
    url: '/api/v1/submissions',
    headers: bearer(who.token),
    payload: { subject: 'maternalchild', labNumber: 1, language: 'en', ...body },
  });
}

export async function labId(world: World, subject: string, labNumber: number): Promise<string> {
  const [row] = await world.ctx.database.db.select({ id: labs.id }).from(labs).where(and(eq(labs.subject, subject), eq(labs.labNumber, labNumber)));
  return row.id;
}

/** Submissions and used attempts of a student on a lab, straight from the database. */
export async function recorded(world: World, who: Person, lab: string) {
  const { db } = world.ctx.database;
  const rows = await db.select().from(submissions).where(and(eq(submissions.userId, who.userId), eq(submissions.labId, lab)));
  const [attempts] = await db.select().from(labAttempts).where(and(eq(labAttempts.userId, who.userId), eq(labAttempts.labId, lab)));
  return { submissions: rows, used: attempts?.used ?? 0 };
}

/** Every file under DATA_DIR/media (the local storage). */
export async function storedMedia(world: World): Promise<string[]> {
  return listFiles(path.join(world.ctx.config.dataDir, 'media'));
}

export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The app listening on a loopback port, for clients that need a real socket. */
export async function listen(world: World): Promise<string> {
  await world.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(world.ctx.app.server.address() as { port: number }).port}`;
}
