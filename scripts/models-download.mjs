#!/usr/bin/env node
// `npm run models:download [name]`: fetches a whisper.cpp ggml model for the whisper transcriber
// (Thai, Chinese, Japanese, Indonesian and English), for machines with internet access.
// Then start with WHISPER_MODEL=data/models/ggml-<name>.bin.
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const MODELS = ['tiny', 'base', 'small', 'medium', 'large-v3-turbo'];
const name = process.argv[2] ?? 'base';
if (!MODELS.includes(name)) {
  console.error(`Unknown model "${name}". Choose one of: ${MODELS.join(', ')} (multilingual; "small" or better for Thai).`);
  process.exit(2);
}
const base = process.env.WHISPER_MODEL_BASE_URL ?? 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';
const dir = path.resolve(process.env.DATA_DIR ?? 'data', 'models');
const target = path.join(dir, `ggml-${name}.bin`);
if (existsSync(target)) {
  console.log(`${target} is already there.`);
  process.exit(0);
}
mkdirSync(dir, { recursive: true });
const url = `${base}/ggml-${name}.bin`;
console.log(`Downloading ${url}\n  to ${target}`);
try {
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new Error(`HTTP ${res.status} ${res.statusText}`);
  const partial = `${target}.partial`;
  await pipeline(Readable.fromWeb(res.body), createWriteStream(partial));
  renameSync(partial, target);
  console.log(`Done. Start with WHISPER_MODEL=${path.relative(process.cwd(), target)} (and TRANSCRIBERS=th=whisper;zh=whisper;ja=whisper;id=whisper;en=pocketsphinx,whisper if you like).`);
} catch (err) {
  rmSync(`${target}.partial`, { force: true });
  console.error(`Could not download the model: ${err.message}\nThis machine may have no internet access; copy a ggml model file to ${dir} by hand instead.`);
  process.exit(1);
}
