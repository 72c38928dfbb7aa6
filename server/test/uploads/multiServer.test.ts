/**
 * Exam day on several machines, with real processes and sockets: two API servers and one
 * worker on one PostgreSQL database, recordings and unfinished uploads in an S3-compatible
 * server on loopback. Each process has its own DATA_DIR, so nothing can pass through a disk.
 */
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';
import type { Database } from '../../src/db/client.js';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CHUNK_SIZE_BYTES } from '@nurselab/core';
import { ffmpeg, speak, toRecorderWebm } from '../../test-fixtures/audio/generate.js';
import { S3_PART_BYTES } from '../../src/uploads/uploadStore.js';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';
import { startApiProcess, startWorkerProcess, until, type ApiProcess, type RunningProcess } from '../support/processes.js';
import { s3ServerAvailable, startS3Server, type S3Server } from '../support/s3Server.js';
import { tempDir } from '../submissions/support/media.js';

const { labs } = await loadLabFiles();
const lab7 = labs.find((l) => l.subject === 'maternalchild' && l.labNumber === 7)!;

const s3Available = s3ServerAvailable();
if (!s3Available && (process.env.CI === 'true' || process.env.REQUIRE_POSTGRES === '1')) {
  throw new Error("The S3 stand-in (python3 -m moto.server) is not available: moto is part of this machine image's Python");
}

/** A dead worker's job is retried after 60 s (room for a loaded machine), looked for every second. */
const JOB_TIMING = { JOB_TIMEOUT_SECONDS: '60', JOB_RETRY_DELAY_SECONDS: '1', JOB_MAINTENANCE_SECONDS: '1' };
const MAX_UNFINISHED = 3;
const TUS = { 'tus-resumable': '1.0.0' };

describe.runIf(DATABASE_KINDS.includes('postgres') && s3Available)('two API servers and a worker on PostgreSQL and S3', () => {
  let database: Database;
  let s3: S3Server;
  let files: { dir: string; cleanup: () => Promise<void> };
  let apiA: ApiProcess;
  let apiB: ApiProcess;
  let worker: RunningProcess | undefined;
  const processes: RunningProcess[] = [];
  /** The recorder's WebM of a spoken answer, and the same as a 40 s 48 kHz stereo WAV (7.7 MB: more than one S3 part). */
  let answer: Buffer;
  let bigAnswer: Buffer;
  let env: Record<string, string>;
  /** The answer resumed on B and graded by the worker (first test), compared with the same file sent whole. */
  let resumedSubmission: string | undefined;

  beforeAll(async () => {
    files = await tempDir('nurselab-multi-');
    [database, s3] = await Promise.all([createTestDatabase('postgres'), startS3Server('nurselab-exam')]);
    processes.push(s3.process);
    env = {
      ...s3.env,
      ...JOB_TIMING,
      DATABASE_URL: database.url!,
      JWT_SECRET: 'multi-server-test-secret-0123456789abcdef',
      WORKERS_IN_PROCESS: 'false',
      UPLOAD_MAX_UNFINISHED: String(MAX_UNFINISHED),
      LEGACY_RESULT_WAIT_SECONDS: '1',
    };
    // A first (it migrates and seeds the demo accounts), then B beside it.
    apiA = await startApiProcess('api-a', { ...env, DATA_DIR: path.join(files.dir, 'a') });
    processes.push(apiA);
    const wav = path.join(files.dir, 'answer.wav');
    const webm = path.join(files.dir, 'answer.webm');
    const bigWav = path.join(files.dir, 'answer-48k.wav');
    [apiB] = await Promise.all([
      startApiProcess('api-b', { ...env, DATA_DIR: path.join(files.dir, 'b') }),
      // The model answer's first two sentences (about 15 s): quick to recognise, enough to grade.
      speak(`${lab7.questions[0].modelAnswer!.en.split('. ').slice(0, 2).join('. ')}.`, wav, { engine: 'flite', voice: 'rms' }).then(async () => {
        await toRecorderWebm(wav, webm);
        await ffmpeg(['-i', wav, '-af', 'apad', '-t', '40', '-ar', '48000', '-ac', '2', '-c:a', 'pcm_s16le', bigWav]);
      }),
    ]);
    processes.push(apiB);
    answer = await readFile(webm);
    bigAnswer = await readFile(bigWav);
  }, 240_000);

  afterEach(({ task }) => {
    // What the processes said, for whoever reads a failure.
    if (task.result?.state !== 'fail') return;
    for (const running of processes) console.error(`--- ${running.name} ---\n${running.output().slice(-3000)}`);
  });

  afterAll(async () => {
    for (const running of processes.reverse()) await running.kill();
    await database?.close();
    await files?.cleanup();
  }, 60_000);

  const startWorker = async () => {
    worker = await startWorkerProcess('worker', { ...env, DATA_DIR: path.join(files.dir, 'worker') });
    processes.push(worker);
    return worker;
  };

  async function signIn(api: ApiProcess, username: string): Promise<string> {
    const res = await fetch(`${api.url}/api/v1/user/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'nurselab123' }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  const metadata = Object.entries({ subject: 'maternalchild', labNumber: '7', language: 'en', filetype: 'video/webm' })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

  async function createUpload(api: ApiProcess, token: string, size: number): Promise<Response> {
    return fetch(`${api.url}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...TUS, authorization: `Bearer ${token}`, 'upload-length': String(size), 'upload-metadata': metadata },
    });
  }

  async function begin(api: ApiProcess, token: string, body = answer): Promise<string> {
    const res = await createUpload(api, token, body.length);
    expect(res.status).toBe(201);
    return res.headers.get('location')!.split('/').pop()!;
  }

  async function offsetOn(api: ApiProcess, token: string, id: string): Promise<number> {
    const res = await fetch(`${api.url}/api/v1/uploads/${id}`, { method: 'HEAD', headers: { ...TUS, authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return Number(res.headers.get('upload-offset'));
  }

  async function send(api: ApiProcess, token: string, id: string, from: number, to: number, body = answer): Promise<number> {
    const res = await fetch(`${api.url}/api/v1/uploads/${id}`, {
      method: 'PATCH',
      headers: { ...TUS, authorization: `Bearer ${token}`, 'upload-offset': String(from), 'content-type': 'application/offset+octet-stream' },
      body: body.subarray(from, to),
    });
    expect(res.status, await res.clone().text()).toBe(204);
    return Number(res.headers.get('upload-offset'));
  }

  async function submit(api: ApiProcess, token: string, uploadId: string): Promise<string> {
    const res = await fetch(`${api.url}/api/v1/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ uploadId }),
    });
    const body = await res.text();
    expect(res.status, body).toBe(201);
    return (JSON.parse(body) as { submission: { _id: string } }).submission._id;
  }

  /** The lab screen's live stream of a submission on one server: every status it is told, with when. */
  async function follow(api: ApiProcess, token: string, id: string) {
    const ticket = await fetch(`${api.url}/api/v1/submissions/${id}/stream-ticket`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const { url } = (await ticket.json()) as { url: string };
    const told: { status: string; at: number }[] = [];
    const res = await fetch(`${api.url}${url}`);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const ended = (async () => {
      // Ends with the stream, or with the server (at the end of the tests).
      const decoder = new TextDecoder();
      let buffered = '';
      for await (const piece of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffered += decoder.decode(piece, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (message.startsWith('event: submission') && data) told.push({ status: (JSON.parse(data) as { status: string }).status, at: Date.now() });
        }
      }
    })().catch(() => undefined);
    return { told, ended };
  }

  const row = async (id: string) =>
    (await database.executeSql("select status, score, attempt_returned, evaluation->'automatic'->'score' as automatic_score from submissions where id = $1", [id])).rows[0] as {
      status: string;
      score: number | null;
      attempt_returned: boolean;
      automatic_score: number | null;
    };

  /** The stored original of a submission, read back from the bucket. */
  async function storedOriginal(submissionId: string): Promise<Buffer> {
    const { rows } = await database.executeSql('select media_key from submissions where id = $1', [submissionId]);
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: (rows[0] as { media_key: string }).media_key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } finally {
      client.destroy();
    }
  }

  const evaluateJobs = async (id: string) =>
    (await database.executeSql("select state, retry_count from pgboss.job where name = 'evaluate' and data->>'submissionId' = $1", [id])).rows as {
      state: string;
      retry_count: number;
    }[];

  it('keeps the unfinished-upload quota across both servers', async () => {
    const token = await signIn(apiA, 'mc_student3');
    const tokenB = await signIn(apiB, 'mc_student3');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => createUpload(i % 2 ? apiB : apiA, i % 2 ? tokenB : token, 1000)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_UNFINISHED);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 429)).toBe(true);
    // Terminated on either server, they no longer count.
    for (const [i, created] of answers.filter((r) => r.status === 201).entries()) {
      const api = i % 2 ? apiA : apiB;
      const id = created.headers.get('location')!.split('/').pop()!;
      const res = await fetch(`${api.url}/api/v1/uploads/${id}`, { method: 'DELETE', headers: { ...TUS, authorization: `Bearer ${i % 2 ? token : tokenB}` } });
      expect(res.status).toBe(204);
    }
    expect((await createUpload(apiA, token, 1000)).status).toBe(201);
  });

  it('resumes on B an upload begun on A; the worker alone grades it, killed mid-job and restarted, once; A is told live', async () => {
    const tokenA = await signIn(apiA, 'mc_student1');
    const tokenB = await signIn(apiB, 'mc_student1');
    const id = await begin(apiA, tokenA);
    const half = Math.floor(answer.length / 2);
    expect(await send(apiA, tokenA, id, 0, half)).toBe(half);
    // B knows how far A got (the bytes are in S3, the offset is S3's), and takes the rest.
    expect(await offsetOn(apiB, tokenB, id)).toBe(half);
    expect(await send(apiB, tokenB, id, half, answer.length)).toBe(answer.length);
    expect(await offsetOn(apiA, tokenA, id)).toBe(answer.length);

    const submissionId = await submit(apiA, tokenA, id);
    resumedSubmission = submissionId;
    expect((await storedOriginal(submissionId)).equals(answer)).toBe(true);
    const live = await follow(apiA, tokenA, submissionId);
    // No worker yet: nothing grades it, the API servers do not.
    await new Promise((r) => setTimeout(r, 1500));
    expect((await row(submissionId)).status).toBe('queued');

    const first = await startWorker();
    await until(async () => ((await row(submissionId)).status === 'transcribing' ? true : undefined), 90, 'transcribing');
    await first.kill('SIGKILL');
    expect((await row(submissionId)).status).toBe('transcribing');

    await startWorker();
    const graded = await until(async () => {
      const current = await row(submissionId);
      return ['graded', 'needs_review', 'failed'].includes(current.status) ? current : undefined;
    }, 240, 'a final status');
    const gradedAt = Date.now();
    // Graded: released, or held for a lecturer by the release decision; either way the grader ran once.
    expect(['graded', 'needs_review']).toContain(graded.status);
    expect(graded.automatic_score).not.toBeNull();
    expect(graded.attempt_returned).toBe(false);

    // A's stream was told by NOTIFY, within moments of the change (its safety poll is every 30 s).
    await until(async () => (live.told.some((t) => t.status === graded.status) ? true : undefined), 10, 'A told the grade');
    const toldGraded = live.told.filter((t) => t.status === graded.status);
    expect(toldGraded).toHaveLength(1);
    expect(toldGraded[0].at - gradedAt).toBeLessThan(5000);
    expect(live.told.map((t) => t.status)).toContain('transcribing');
    // The stream ends with a released result; a held one stays open for the lecturer's grade.
    if (graded.status === 'graded') await live.ended;

    // Graded once: one evaluate job completed (the killed run was retried), none left to run.
    const jobs = await until(async () => {
      const found = await evaluateJobs(submissionId);
      return found.some((j) => j.state === 'completed') && found.every((j) => ['completed', 'failed'].includes(j.state)) ? found : undefined;
    }, 60, `the evaluate job completed (${JSON.stringify(await evaluateJobs(submissionId))})`);
    expect(jobs.filter((j) => j.state === 'completed')).toHaveLength(1);
    expect(jobs.reduce((sum, j) => sum + j.retry_count, 0)).toBeGreaterThanOrEqual(1);
    const { rows } = await database.executeSql("select count(*)::int as n from submissions s join users u on u.id = s.user_id where u.username = 'mc_student1'");
    expect(rows[0]).toEqual({ n: 1 });
  }, 300_000);

  it('gives the answer resumed on another server the result of the same file uploaded whole on one', async () => {
    expect(resumedSubmission, 'the resumed answer of the test before').toBeDefined();
    // The same student's next attempt (the demo has three students, the others' attempts are for the tests below).
    const token = await signIn(apiB, 'mc_student1');
    const id = await begin(apiB, token);
    expect(await send(apiB, token, id, 0, answer.length)).toBe(answer.length);
    const finalised = await fetch(`${apiB.url}/api/v1/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ uploadId: id, confirmWhileWaiting: true }),
    });
    const finalisedBody = await finalised.text();
    expect(finalised.status, finalisedBody).toBe(201);
    const wholeSubmission = (JSON.parse(finalisedBody) as { submission: { _id: string } }).submission._id;
    const result = async (submissionId: string) =>
      (
        await database.executeSql(
          "select status, score, evaluation->'transcript' as transcript, evaluation->'questions' as questions, evaluation->'automatic' as automatic from submissions where id = $1",
          [submissionId],
        )
      ).rows[0] as { status: string; score: number | null; transcript: unknown; questions: unknown; automatic: unknown };
    const whole = await until(async () => {
      const current = await result(wholeSubmission);
      return ['graded', 'needs_review', 'failed'].includes(current.status) ? current : undefined;
    }, 240, 'a final status for the answer sent whole');
    const resumed = await result(resumedSubmission!);
    // Same words at the same times, same items met, same grade: how the bytes arrived changes nothing.
    expect(whole.transcript).not.toBeNull();
    expect(resumed.transcript).toEqual(whole.transcript);
    expect(resumed.questions).toEqual(whole.questions);
    expect(resumed.automatic).toEqual(whole.automatic);
    expect([resumed.status, resumed.score]).toEqual([whole.status, whole.score]);
  }, 300_000);

  it("takes SPEC.md's 1 MiB chunks on either server and assembles them on B", async () => {
    const tokens = new Map([
      [apiA, await signIn(apiA, 'mc_student3')],
      [apiB, await signIn(apiB, 'mc_student3')],
    ]);
    const totalChunks = Math.ceil(bigAnswer.length / CHUNK_SIZE_BYTES);
    const fileName = 'answer_lab3.wav';
    for (let index = totalChunks - 1; index >= 0; index--) {
      const api = index % 2 ? apiA : apiB;
      const form = new FormData();
      form.append('chunk', new Blob([bigAnswer.subarray(index * CHUNK_SIZE_BYTES, (index + 1) * CHUNK_SIZE_BYTES)]), 'blob');
      form.append('fileName', fileName);
      form.append('chunkIndex', String(index));
      form.append('totalChunks', String(totalChunks));
      const res = await fetch(`${api.url}/api/v1/lab-deployed/upload-chunk`, { method: 'POST', headers: { authorization: `Bearer ${tokens.get(api)}` }, body: form });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    const finalised = await fetch(`${apiB.url}/api/v1/lab-deployed/maternalchild-3`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get(apiB)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fileName, totalChunks }),
    });
    const body = (await finalised.json()) as { submissionId: string };
    expect([200, 202], JSON.stringify(body)).toContain(finalised.status);
    expect((await storedOriginal(body.submissionId)).equals(bigAnswer)).toBe(true);
  });

  it('resumes on A an upload whose server B was killed in the middle of a request', async () => {
    const tokenA = await signIn(apiA, 'mc_student2');
    const tokenB = await signIn(apiB, 'mc_student2');
    const id = await begin(apiB, tokenB, bigAnswer);
    // One whole S3 part and a bit: the part is kept in the bucket, the bit waits for more.
    const firstPart = S3_PART_BYTES + 1_048_576;
    expect(await send(apiB, tokenB, id, 0, firstPart, bigAnswer)).toBe(firstPart);

    // The next request streams slowly to B; B dies while it is in flight, holding the upload's lock.
    const request = http.request(new URL(`${apiB.url}/api/v1/uploads/${id}`), {
      method: 'PATCH',
      headers: {
        ...TUS,
        authorization: `Bearer ${tokenB}`,
        'upload-offset': String(firstPart),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bigAnswer.length - firstPart),
      },
    });
    const failed = new Promise<unknown>((resolve) => {
      request.on('error', resolve);
      request.on('response', (res) => resolve(new Error(`answered ${res.statusCode}`)));
    });
    request.write(bigAnswer.subarray(firstPart, firstPart + 65_536));
    await new Promise((r) => setTimeout(r, 1000));
    await apiB.kill('SIGKILL');
    expect(await failed).toBeInstanceOf(Error);

    // A answers at once (B's lock died with its connection) with what is safely in S3: at least
    // the whole part (the unfinished tail of a request in flight may be lost, never garbled).
    const started = Date.now();
    const offset = await offsetOn(apiA, tokenA, id);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(offset).toBeGreaterThanOrEqual(S3_PART_BYTES);
    expect(offset).toBeLessThanOrEqual(firstPart);
    expect(await send(apiA, tokenA, id, offset, bigAnswer.length, bigAnswer)).toBe(bigAnswer.length);
    const submissionId = await submit(apiA, tokenA, id);
    expect((await storedOriginal(submissionId)).equals(bigAnswer)).toBe(true);
    // The finished upload was taken into storage and removed from the bucket's uploads.
    const head = await fetch(`${apiA.url}/api/v1/uploads/${id}`, { method: 'HEAD', headers: { ...TUS, authorization: `Bearer ${tokenA}` } });
    expect(head.status).toBe(404);
  }, 300_000);
});
