#!/usr/bin/env node
// `npm run models:download [name]`: fetches a whisper.cpp ggml model for the whisper transcriber
// (Thai, Chinese, Japanese, Indonesian and English), for machines with internet access.
// Resumes an interrupted download, checks the SHA-1 whisper.cpp publishes for each model and
// prints the one line of configuration to add.
//   npm run models:download small
//   npm run models:download my-model -- --sha1 <hex>   (a model not in the list below)
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EnvHttpProxyAgent, fetch } from 'undici';

import catalogue from '../server/src/evaluation/models/whisperModels.json' with { type: 'json' };

/** SHA-1 of the files at huggingface.co/ggerganov/whisper.cpp, as listed in whisper.cpp's models/README.md (one list, shared with the server). */
export const PUBLISHED_SHA1 = Object.fromEntries(catalogue.models.map((model) => [model.name, model.sha1]));

const args = process.argv.slice(2);
const shaFlag = args.indexOf('--sha1');
const givenSha1 = shaFlag >= 0 ? args[shaFlag + 1]?.toLowerCase() : undefined;
const name = args.find((arg, index) => !arg.startsWith('--') && (shaFlag < 0 || index !== shaFlag + 1)) ?? 'small';
const expectedSha1 = givenSha1 ?? PUBLISHED_SHA1[name];

if (!/^[a-z0-9][a-z0-9._-]*$/.test(name) || !expectedSha1 || !/^[0-9a-f]{40}$/.test(expectedSha1)) {
  console.error(
    `Unknown model "${name}". Choose one of: ${Object.keys(PUBLISHED_SHA1).join(', ')} (multilingual; "small" or better for Thai),\n` +
      'or name another ggml model and give its SHA-1: npm run models:download <name> -- --sha1 <40 hex digits>.',
  );
  process.exit(2);
}

const base = (process.env.MODELS_BASE_URL ?? process.env.WHISPER_MODEL_BASE_URL ?? catalogue.baseUrl).replace(/\/+$/, '');
const dir = path.resolve(process.env.DATA_DIR ?? 'data', 'models');
const target = path.join(dir, `ggml-${name}.bin`);
const partial = `${target}.partial`;
const configLine = `WHISPER_MODEL=${path.relative(process.cwd(), target) || target}`;

mkdirSync(dir, { recursive: true });

if (existsSync(target)) {
  if ((await sha1Of(target)) === expectedSha1) {
    console.log(`${target} is already there and intact.`);
    done();
  }
  console.error(`${target} is damaged (its SHA-1 is not the published one): downloading it again.`);
  rmSync(target);
}

const url = `${base}/ggml-${name}.bin`;
console.log(`Downloading ${url}\n  to ${target}`);
try {
  await download();
} catch (error) {
  console.error(
    `Could not download the model: ${error.message}\n` +
      `What arrived so far is kept in ${partial}; run the same command again to resume.\n` +
      `Without internet access, copy a ggml model file to ${dir} by hand instead.`,
  );
  process.exit(1);
}

const actual = await sha1Of(partial);
if (actual !== expectedSha1) {
  rmSync(partial, { force: true });
  console.error(
    `Refused: the downloaded file is corrupt (SHA-1 ${actual}, published ${expectedSha1}). It was deleted; run the command again.`,
  );
  process.exit(1);
}
renameSync(partial, target);
console.log('Checksum verified.');
done();

function done() {
  console.log(`Add this line to the server's environment (then restart it):\n${configLine}`);
  process.exit(0);
}

async function download() {
  const have = existsSync(partial) ? statSync(partial).size : 0;
  // HTTPS_PROXY / HTTP_PROXY / NO_PROXY, as the server's admin download honours them.
  const response = await fetch(url, { headers: have > 0 ? { range: `bytes=${have}-` } : {}, dispatcher: new EnvHttpProxyAgent() });
  if (response.status === 416 && have > 0) return; // the partial file is already complete
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} ${response.statusText}`);
  const resumed = response.status === 206;
  const start = resumed ? have : 0;
  if (have > 0) console.log(resumed ? `Resuming after ${mb(have)}.` : 'The server cannot resume; starting again.');
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? start + length : undefined;
  await pipeline(Readable.fromWeb(response.body), progress(start, total), createWriteStream(partial, { flags: resumed ? 'a' : 'w' }));
  process.stdout.write('\n');
}

/** Passes bytes through, printing how far the download is at most twice a second. */
function progress(start, total) {
  let received = start;
  let shown = 0;
  const show = () => {
    const line = total ? `  ${mb(received)} of ${mb(total)} (${Math.floor((received / total) * 100)}%)` : `  ${mb(received)}`;
    process.stdout.write(process.stdout.isTTY ? `\r${line}` : `${line}\n`);
  };
  return new Transform({
    transform(chunk, _encoding, callback) {
      received += chunk.length;
      if (Date.now() - shown >= 500) {
        shown = Date.now();
        show();
      }
      callback(null, chunk);
    },
    flush(callback) {
      show();
      callback();
    },
  });
}

async function sha1Of(file) {
  const hash = createHash('sha1');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

function mb(bytes) {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
