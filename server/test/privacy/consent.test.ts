import { PRIVACY_NOTICE_VERSION } from '@nurselab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer, createUniversity, signupStudent } from '../support/fixtures.js';
import { audioClip, tempDir } from '../submissions/support/media.js';
import { createWorld, finalise, labId, recorded, storedUpload, type Person, type World } from '../submissions/support/world.js';

/** Issue 24 item 1: consent to the privacy notice before the first recording, enforced by the server. */
describe.each(DATABASE_KINDS)('privacy consent (%s)', (kind) => {
  let world: World;
  let audio: string;
  let cleanup: () => Promise<void>;
  let newcomer: Person;

  beforeAll(async () => {
    const temp = await tempDir();
    cleanup = temp.cleanup;
    [world, audio] = await Promise.all([createWorld(kind, {}, 1), audioClip(temp.dir, 2)]);
    const { registerCode } = await createUniversity(world.ctx, world.admin.token, { course: 'maternalchild' });
    const session = await signupStudent(world.ctx, registerCode, {}, { consent: false });
    newcomer = { token: session.token, userId: session.user._id };
  }, 300_000);
  afterAll(async () => {
    await world?.ctx.close();
    await cleanup();
  });

  const status = (who: Person) => world.ctx.app.inject({ method: 'GET', url: '/api/v1/user/privacy-consent', headers: bearer(who.token) });
  const consent = (who: Person, noticeVersion: string) =>
    world.ctx.app.inject({ method: 'POST', url: '/api/v1/user/privacy-consent', headers: { ...bearer(who.token), 'accept-language': 'th' }, payload: { noticeVersion } });

  it('refuses the first recording of a student without consent, in their language, keeping the upload and the attempt', async () => {
    expect((await status(newcomer)).json()).toEqual({ noticeVersion: PRIVACY_NOTICE_VERSION, consentedAt: null });
    const uploadId = await storedUpload(world, newcomer, audio);
    const refused = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/submissions',
      headers: { ...bearer(newcomer.token), 'accept-language': 'th' },
      payload: { uploadId, subject: 'maternalchild', labNumber: 1, language: 'en' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'privacy.consentRequired', details: { noticeVersion: PRIVACY_NOTICE_VERSION } });
    expect(refused.json().message).toContain('ประกาศความเป็นส่วนตัว');
    const lab = await labId(world, 'maternalchild', 1);
    expect(await recorded(world, newcomer, lab)).toEqual({ submissions: [], used: 0 });

    // Consent to an old version is refused: the student must read the notice in force.
    const stale = await consent(newcomer, '2000-01-01');
    expect(stale.statusCode).toBe(409);

    const given = await consent(newcomer, PRIVACY_NOTICE_VERSION);
    expect(given.statusCode).toBe(200);
    const at = given.json().consentedAt as string;
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);
    // Consenting again keeps the first time.
    expect((await consent(newcomer, PRIVACY_NOTICE_VERSION)).json().consentedAt).toBe(at);

    const accepted = await finalise(world, newcomer, { uploadId });
    expect(accepted.statusCode).toBe(201);
    expect((await recorded(world, newcomer, lab)).used).toBe(1);
  });

  it('asks again when the notice has a new version', async () => {
    const [student] = world.students;
    expect((await status(student!)).json().consentedAt).toEqual(expect.any(String));
    const { ConsentService } = await import('../../src/privacy/service.js');
    const { ConsentRepository } = await import('../../src/privacy/repository.js');
    const next = new ConsentService(new ConsentRepository(world.ctx.database.db), 'next-version');
    const principal = { userId: student!.userId, username: 's', role: 'student' as const, universityId: null, course: null, courses: [] };
    expect((await next.status(principal)).consentedAt).toBeNull();
    await expect(next.requireConsent(principal)).rejects.toMatchObject({ statusCode: 409, code: 'privacy.consentRequired' });
    await next.consent(principal, 'next-version');
    await expect(next.requireConsent(principal)).resolves.toBeUndefined();
  });

  it('only students consent; staff are never asked', async () => {
    expect((await consent(world.professor, PRIVACY_NOTICE_VERSION)).statusCode).toBe(403);
  });
});
