import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve('scripts/models-download.mjs');

/** A stand-in for the model host (Hugging Face): serves files with HTTP Range, and misbehaves on request. */
interface HostBehaviour {
  /** Drop the connection after this many bytes of the body. */
  cutAfter?: number;
  /** Serve these bytes instead of the real ones. */
  body?: Buffer;
  ignoreRange?: boolean;
}

describe('npm run models:download against a stand-in model host', () => {
  const model = randomBytes(3 * 1024 * 1024 + 17);
  const sha1 = createHash('sha1').update(model).digest('hex');
  let server: Server;
  let baseUrl: string;
  let dataDir: string;
  let behaviour: HostBehaviour = {};
  const ranges: (string | undefined)[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      ranges.push(request.headers.range);
      const body = behaviour.body ?? model;
      if (!/^\/models\/ggml-[a-z0-9-]+\.bin$/.test(request.url ?? '')) {
        response.writeHead(404).end('Entry not found');
        return;
      }
      const range = behaviour.ignoreRange ? undefined : /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
      const start = range ? Number(range[1]) : 0;
      if (start >= body.length) {
        response.writeHead(416).end();
        return;
      }
      const slice = body.subarray(start);
      response.writeHead(range ? 206 : 200, {
        'content-length': String(slice.length),
        ...(range && { 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` }),
      });
      if (behaviour.cutAfter !== undefined) {
        response.write(slice.subarray(0, behaviour.cutAfter), () => response.destroy());
      } else {
        response.end(slice);
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/models`;
  });
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'nurselab-models-'));
    behaviour = {};
    ranges.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      cwd: dataDir,
      env: { ...process.env, WHISPER_MODEL_BASE_URL: baseUrl, DATA_DIR: path.join(dataDir, 'data') },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  }

  const target = (name: string) => path.join(dataDir, 'data', 'models', `ggml-${name}.bin`);

  it('downloads, shows progress, verifies the checksum and prints the one line to add', async () => {
    const { code, stdout } = await run('test-tiny', '--sha1', sha1);
    expect(code).toBe(0);
    expect((await readFile(target('test-tiny'))).equals(model)).toBe(true);
    expect(stdout).toMatch(/3\.1 MB of 3\.1 MB \(100%\)/);
    expect(stdout).toContain('Checksum verified.');
    expect(stdout.trim().split('\n').at(-1)).toBe('WHISPER_MODEL=data/models/ggml-test-tiny.bin');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('resumes an interrupted download where it stopped', async () => {
    behaviour = { cutAfter: 1024 * 1024 };
    const first = await run('test-tiny', '--sha1', sha1);
    expect(first.code).toBe(1);
    expect(first.stderr).toContain('run the same command again to resume');
    const kept = (await stat(`${target('test-tiny')}.partial`)).size;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(1024 * 1024);

    behaviour = {};
    const second = await run('test-tiny', '--sha1', sha1);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`Resuming after ${(kept / 1e6).toFixed(1)} MB.`);
    expect(ranges.at(-1)).toBe(`bytes=${kept}-`);
    expect((await readFile(target('test-tiny'))).equals(model)).toBe(true);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts again when the host cannot resume', async () => {
    behaviour = { cutAfter: 500_000 };
    await run('test-tiny', '--sha1', sha1);
    behaviour = { ignoreRange: true };
    const { code, stdout } = await run('test-tiny', '--sha1', sha1);
    expect(code).toBe(0);
    expect(stdout).toContain('starting again');
    expect((await readFile(target('test-tiny'))).equals(model)).toBe(true);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a corrupt download and deletes it', async () => {
    const corrupt = Buffer.from(model);
    corrupt[12345] ^= 0xff;
    behaviour = { body: corrupt };
    const { code, stderr, stdout } = await run('test-tiny', '--sha1', sha1);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Refused: the downloaded file is corrupt/);
    expect(stdout).not.toContain('WHISPER_MODEL=');
    await expect(stat(target('test-tiny'))).rejects.toThrow();
    await expect(stat(`${target('test-tiny')}.partial`)).rejects.toThrow();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('checks a known model against the checksum whisper.cpp publishes for it', async () => {
    const { code, stderr } = await run('tiny');
    expect(code).toBe(1);
    expect(stderr).toMatch(/published bd577a113a864445d4c299885e0cb97d4ba92b5f/);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('replaces a damaged model already in place, and leaves an intact one alone', async () => {
    await run('test-tiny', '--sha1', sha1);
    await writeFile(target('test-tiny'), 'not a model');
    const repaired = await run('test-tiny', '--sha1', sha1);
    expect(repaired.code).toBe(0);
    expect(repaired.stderr).toContain('is damaged');
    const requests = ranges.length;
    const again = await run('test-tiny', '--sha1', sha1);
    expect(again.stdout).toContain('already there and intact');
    expect(ranges.length).toBe(requests);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('names the models it knows when asked for another without a checksum', async () => {
    const { code, stderr } = await run('huge');
    expect(code).toBe(2);
    expect(stderr).toContain('tiny, base, small, medium, large-v3, large-v3-turbo');
    await rm(dataDir, { recursive: true, force: true });
  });
});
