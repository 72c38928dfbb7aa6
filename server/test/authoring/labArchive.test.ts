import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COVER_VIDEO_MAX_BYTES } from '@nurselab/core';
import { eq } from 'drizzle-orm';
import { strToU8, unzipSync, Zip, ZipPassThrough, zipSync, type Zippable } from 'fflate';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LabCovers, UNSAVED_COVER_GRACE_MS } from '../../src/authoring/covers.js';
import { AuthoringRepository } from '../../src/authoring/repository.js';
import { labDrafts } from '../../src/db/schema/index.js';
import { ffmpeg } from '../../test-fixtures/audio/generate.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { bearer } from '../support/fixtures.js';
import { tempDir } from '../submissions/support/media.js';
import { createWorld, type Person, type World } from '../submissions/support/world.js';

/** A zip holding lab.yaml twice (an object of entries cannot say it). */
function zipWithTwoLabs(lab: string): Buffer {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const text of [lab, 'subject: surgical']) {
    const entry = new ZipPassThrough('lab.yaml');
    zip.add(entry);
    entry.push(strToU8(text), true);
  }
  zip.end();
  return Buffer.concat(chunks);
}

describe.each(DATABASE_KINDS)("a lab's uploaded cover travels with its export and goes when nothing names it (%s)", (kind) => {
  let world: World;
  let files: { dir: string; cleanup: () => Promise<void> };
  let png: Buffer;
  let otherPng: Buffer;

  const call = (who: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, language = 'en') =>
    world.ctx.app.inject({ method, url, headers: { ...bearer(who.token), 'accept-language': language }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const send = (who: Person, url: string, body: Buffer | Uint8Array, type: string, language = 'en') =>
    world.ctx.app.inject({ method: 'POST', url, headers: { ...bearer(who.token), 'accept-language': language, 'content-type': type }, payload: Buffer.from(body) });
  const stored = (file: string) => existsSync(path.join(world.ctx.config.dataDir, 'media', 'lab-media', file));
  const newDraft = async (who: Person) => {
    const created = await call(who, 'POST', '/api/v1/authoring/labs', { from: { subject: 'maternalchild', labNumber: 7 }, languages: ['en', 'th'] });
    expect(created.statusCode, created.body).toBe(201);
    return created.json() as { _id: string; universityId: string; revision: number; lab: Record<string, unknown> };
  };
  /** Uploads a cover and saves it as the draft's medium: the file's name. */
  const setCover = async (draftId: string, bytes: Buffer) => {
    const uploaded = await send(world.professor, `/api/v1/authoring/labs/${draftId}/medium`, bytes, 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const draft = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draftId}`)).json();
    const saved = await call(world.professor, 'PUT', `/api/v1/authoring/labs/${draftId}`, { revision: draft.revision, lab: { ...draft.lab, medium: uploaded.json().medium } });
    expect(saved.statusCode, saved.body).toBe(200);
    return uploaded.json().medium.file as string;
  };
  const otherDrafts = async () => (await call(world.otherProfessor, 'GET', '/api/v1/authoring/labs')).json().labs.length as number;
  const storedCovers = async () => (await import('node:fs/promises')).readdir(path.join(world.ctx.config.dataDir, 'media', 'lab-media')).then((names) => names.length, () => 0);

  beforeAll(async () => {
    files = await tempDir('nurselab-lab-archive-');
    world = await createWorld(kind, {}, 1);
    for (const [name, colour] of [
      ['a.png', 'teal'],
      ['b.png', 'orange'],
    ]) {
      await ffmpeg(['-f', 'lavfi', '-i', `color=c=${colour}:s=64x36`, '-frames:v', '1', path.join(files.dir, name)]);
    }
    png = await readFile(path.join(files.dir, 'a.png'));
    otherPng = await readFile(path.join(files.dir, 'b.png'));
  }, 180_000);
  afterAll(async () => {
    await world.ctx.close();
    await files.cleanup();
  });

  it('a lab with an uploaded cover exports as a zip (lab.yaml + media/cover.png); another university imports it: the same lab, the same cover bytes', async () => {
    const source = await newDraft(world.professor);
    const file = await setCover(source._id, png);

    const exported = await call(world.professor, 'GET', `/api/v1/authoring/labs/${source._id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="maternalchild-draft.zip"');
    const entries = unzipSync(exported.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(['lab.yaml', 'media/cover.png']);
    expect(Buffer.from(entries['media/cover.png']).equals(png)).toBe(true);
    const labFile = parse(new TextDecoder().decode(entries['lab.yaml']));
    // In the content/ format: the medium names the file beside it, not this server's upload.
    expect(labFile.medium).toEqual({ kind: 'image', file: 'cover.png' });

    const before = await storedCovers();
    const imported = await send(world.otherProfessor, '/api/v1/authoring/labs/import-archive', exported.rawPayload, 'application/zip');
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json();
    expect(copy.universityId).not.toBe(source.universityId);
    const { medium, ...rest } = copy.lab;
    const { medium: sourceMedium, ...sourceRest } = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${source._id}`)).json().lab;
    expect(rest).toEqual(sourceRest);
    expect(sourceMedium).toEqual({ kind: 'image', file, uploaded: true });
    expect(medium).toMatchObject({ kind: 'image', uploaded: true });
    expect(medium.file).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(medium.file).not.toBe(file);
    expect(await storedCovers()).toBe(before + 1);
    const served = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/content/uploads/${medium.file}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);

    // A lab without an uploaded cover still exports as YAML alone; so does the import.
    const plain = await newDraft(world.professor);
    const yaml = await call(world.professor, 'GET', `/api/v1/authoring/labs/${plain._id}/export`);
    expect(yaml.headers['content-type']).toContain('application/yaml');
    expect(yaml.headers['content-disposition']).toContain('.yaml');
    expect((await call(world.otherProfessor, 'POST', '/api/v1/authoring/labs/import', { yaml: yaml.body })).statusCode).toBe(201);
  }, 180_000);

  it('an archive with a path that escapes, too many entries or an entry too large is refused in the user\'s language; nothing is saved', async () => {
    const lab = stringify({ ...(await newDraft(world.otherProfessor)).lab, medium: { kind: 'image', file: 'cover.png' } });
    const drafts = await otherDrafts();
    const covers = await storedCovers();
    const refused = async (entries: Zippable, code: string, language = 'en') => {
      const res = await send(world.otherProfessor, '/api/v1/authoring/labs/import-archive', zipSync(entries, { level: 1 }), 'application/zip', language);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().code).toBe(code);
      return res.json().message as string;
    };

    const escaping = await refused({ 'lab.yaml': strToU8(lab), '../../etc/cron.d/evil': strToU8('x'), 'media/cover.png': png }, 'authoring.archivePath');
    expect(escaping).toContain('outside its own folder (../../etc/cron.d/evil)');
    expect(await refused({ 'lab.yaml': strToU8(lab), 'media/../../lab.yaml': strToU8('x') }, 'authoring.archivePath', 'th')).toContain('นอกโฟลเดอร์');
    expect(await refused({ '/lab.yaml': strToU8(lab) }, 'authoring.archivePath')).toContain('/lab.yaml');

    // An entry's size is counted as it inflates, not taken from the archive: 100 MB of zeros is a few hundred kilobytes zipped.
    const tooLarge = await refused({ 'lab.yaml': strToU8(lab), 'media/cover.png': new Uint8Array(COVER_VIDEO_MAX_BYTES + 1) }, 'authoring.archiveEntryTooLarge');
    expect(tooLarge).toContain('media/cover.png');
    expect(tooLarge).toContain('100 MB');
    expect(await refused({ 'lab.yaml': strToU8(' '.repeat(3 * 1_048_576)) }, 'authoring.archiveEntryTooLarge', 'ja')).toContain('大きすぎます');

    const many: Zippable = { 'lab.yaml': strToU8(lab) };
    for (let i = 0; i < 9; i++) many[`notes/${i}.txt`] = strToU8('x');
    expect(await refused(many, 'authoring.archiveTooManyEntries')).toContain('more than 8 files');

    // The cover is checked as an upload is.
    expect(await refused({ 'lab.yaml': strToU8(lab), 'media/cover.png': strToU8('<svg xmlns="http://www.w3.org/2000/svg"/>') }, 'authoring.coverType')).toContain('JPEG, PNG or WebP');
    expect(await refused({ 'lab.yaml': strToU8(lab), 'media/cover.png': Buffer.concat([png, Buffer.alloc(6 * 1_048_576)]) }, 'authoring.coverTooLarge')).toContain('5 MB');
    expect(await refused({ 'media/cover.png': png }, 'authoring.archiveNoLab')).toContain('no lab.yaml');
    expect(await refused({ 'lab.yaml': strToU8('subject: [') , 'media/cover.png': png }, 'authoring.invalidFile')).toContain('not a lab');
    const notZip = await send(world.otherProfessor, '/api/v1/authoring/labs/import-archive', Buffer.from('subject: maternalchild'), 'application/zip');
    expect(notZip.json().code).toBe('authoring.archiveInvalid');
    const zeros = await send(world.otherProfessor, '/api/v1/authoring/labs/import-archive', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]), 'application/zip');
    expect(zeros.json().code).toBe('authoring.archiveInvalid');
    const twice = await send(world.otherProfessor, '/api/v1/authoring/labs/import-archive', zipWithTwoLabs(lab), 'application/zip');
    expect(twice.json().code).toBe('authoring.archiveInvalid');

    expect(await otherDrafts()).toBe(drafts);
    expect(await storedCovers()).toBe(covers);
    // Students may not import, other universities' lecturers only for their own.
    expect((await send(world.students[0], '/api/v1/authoring/labs/import-archive', zipSync({ 'lab.yaml': strToU8(lab) }), 'application/zip')).statusCode).toBe(403);
  }, 180_000);

  it('a replaced cover is deleted once nothing names it; one a published version names stays', async () => {
    const draft = await newDraft(world.professor);
    const first = await setCover(draft._id, png);
    const published = await call(world.professor, 'POST', `/api/v1/authoring/labs/${draft._id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);

    const second = await setCover(draft._id, otherPng);
    expect(stored(first)).toBe(true); // version 1 was published with it
    expect(stored(second)).toBe(true);

    const third = await setCover(draft._id, png);
    expect(stored(second)).toBe(false); // named by no version and no draft any more
    expect(stored(first)).toBe(true);
    expect(stored(third)).toBe(true);
    const lab = await world.ctx.app.inject({ method: 'GET', url: `/api/v1/content/uploads/${first}` });
    expect(lab.statusCode).toBe(200);

    // A lab may not come to name a deleted cover again (an old editor tab, a YAML naming it).
    const current = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draft._id}`)).json();
    const back = await call(world.professor, 'PUT', `/api/v1/authoring/labs/${draft._id}`, { revision: current.revision, lab: { ...current.lab, medium: { kind: 'image', file: second, uploaded: true } } }, 'th');
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ code: 'authoring.coverMissing', message: expect.stringContaining('.zip') });
    const [row] = await world.ctx.database.db.select({ content: labDrafts.content }).from(labDrafts).where(eq(labDrafts.id, draft._id));
    expect(row.content.medium).toEqual({ kind: 'image', file: third, uploaded: true });
    const yamlNaming = stringify({ ...current.lab, medium: { kind: 'image', file: second, uploaded: true } });
    expect((await call(world.professor, 'POST', '/api/v1/authoring/labs/import', { yaml: yamlNaming })).json().code).toBe('authoring.coverMissing');

    // Another draft naming the same file (a copy) keeps it when this one moves on.
    const copy = await newDraft(world.professor);
    const copySaved = await call(world.professor, 'PUT', `/api/v1/authoring/labs/${copy._id}`, { revision: copy.revision, lab: { ...copy.lab, medium: { kind: 'image', file: third, uploaded: true } } });
    expect(copySaved.statusCode, copySaved.body).toBe(200);
    await setCover(draft._id, otherPng);
    expect(stored(third)).toBe(true);

    // An upload never saved is named by nothing: the sweep deletes it after a day, and nothing a lab names.
    const unsaved = (await send(world.professor, `/api/v1/authoring/labs/${draft._id}/medium`, png, 'image/png')).json().medium.file as string;
    const covers = new LabCovers(new AuthoringRepository(world.ctx.database.db), world.ctx.app.services.storage);
    expect(await covers.sweepUnnamed()).toEqual([]);
    const swept = await covers.sweepUnnamed(Date.now() + UNSAVED_COVER_GRACE_MS + 60_000);
    expect(swept).toContain(unsaved);
    expect(stored(unsaved)).toBe(false);
    for (const named of [first, third]) expect(stored(named)).toBe(true);
  }, 180_000);

  it('a cover replaced while another save names it again is never lost: the lock orders the two', async () => {
    const draft = await newDraft(world.professor);
    const a = await setCover(draft._id, png);
    const other = await newDraft(world.professor);
    const upload = await send(world.professor, `/api/v1/authoring/labs/${draft._id}/medium`, otherPng, 'image/png');
    const current = (await call(world.professor, 'GET', `/api/v1/authoring/labs/${draft._id}`)).json();
    // One save moves the draft off `a` while another draft comes to name `a`, at the same time.
    const [moved, named] = await Promise.all([
      call(world.professor, 'PUT', `/api/v1/authoring/labs/${draft._id}`, { revision: current.revision, lab: { ...current.lab, medium: upload.json().medium } }),
      call(world.professor, 'PUT', `/api/v1/authoring/labs/${other._id}`, { revision: other.revision, lab: { ...other.lab, medium: { kind: 'image', file: a, uploaded: true } } }),
    ]);
    expect(moved.statusCode, moved.body).toBe(200);
    // Either the second save came first and `a` stays, or it found `a` gone and was refused: never a draft naming a lost file.
    if (named.statusCode === 200) expect(stored(a)).toBe(true);
    else {
      expect(named.json().code).toBe('authoring.coverMissing');
      expect(stored(a)).toBe(false);
    }
  }, 180_000);
});
