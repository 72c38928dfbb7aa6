/**
 * An S3-compatible server on loopback for tests: moto's server mode (getmoto, maintained,
 * speaks S3's REST protocol, multipart uploads and ListParts included), from the Python that
 * this machine image ships with moto installed. S3 itself cannot be reached from here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort, spawnProcess, type RunningProcess } from './processes.js';

/** The first Python that has moto's server: $PYTHON, python3 on PATH, then pyenv's (the image's). */
function findPython(): string | undefined {
  const pyenv = path.join(process.env.PYENV_ROOT ?? path.join(os.homedir(), '.pyenv'), 'versions');
  const versions = existsSync(pyenv) ? readdirSync(pyenv).map((v) => path.join(pyenv, v, 'bin', 'python3')) : [];
  const candidates = [process.env.PYTHON, 'python3', ...versions].filter((c): c is string => Boolean(c));
  return candidates.find((python) => spawnSync(python, ['-c', 'import moto.server, flask, flask_cors'], { stdio: 'ignore' }).status === 0);
}
const PYTHON = findPython();

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** STORAGE=s3 settings for a NurseLab process using this server. */
  env: Record<string, string>;
  process: RunningProcess;
  stop(): Promise<void>;
}

/** Whether moto's server can run here (CI requires it: see the integration test). */
export function s3ServerAvailable(): boolean {
  return PYTHON !== undefined;
}

export async function startS3Server(bucket = 'nurselab-test'): Promise<S3Server> {
  const port = await freePort();
  const { process: running } = await spawnProcess({
    name: 's3',
    command: PYTHON!,
    args: ['-m', 'moto.server', '-H', '127.0.0.1', '-p', String(port)],
    env: {},
    ready: /Running on http:\/\/127\.0\.0\.1/,
    timeoutMs: 60_000,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'test', secretAccessKey: 'test-secret' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    process: running,
    stop: () => running.kill('SIGTERM'),
  };
}
