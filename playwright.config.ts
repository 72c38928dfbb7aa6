import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { writeTinyWhisperModel } from './server/test-fixtures/whisper/tinyModel';

const PORT = Number(process.env.E2E_PORT ?? 3987);
/** The stand-in model host e2e/modelDownload.spec.ts starts, serving the generated tiny whisper model as "tiny" (E2E_MODEL_HOST_PORT when the next port is taken). */
const MODEL_HOST_PORT = Number(process.env.E2E_MODEL_HOST_PORT ?? PORT + 1);
mkdirSync('.tmp', { recursive: true });
await writeTinyWhisperModel('.tmp/e2e-ggml-tiny.bin');
const TINY_MODEL_SHA1 = createHash('sha1').update(readFileSync('.tmp/e2e-ggml-tiny.bin')).digest('hex');
const DATA_DIR = `.tmp/e2e-data-${Date.now()}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // A Thai reader's browser: the interface follows the browser's preferred language.
    locale: 'th-TH',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `node_modules/.bin/tsx server/src/main.ts`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Speech-recognition hints as the product ships them (off: issue 10 item 7, bench/results/hints.json).
    // The demo accounts without their recorded answers: the tests submit as those students and count their attempts.
    // Speech models from the stand-in model host, the generated model's checksum standing in for the published one.
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000',
      SEED_DEMO_ANSWERS: 'false',
      MODELS_BASE_URL: `http://127.0.0.1:${MODEL_HOST_PORT}/models`,
      MODELS_SHA1_OVERRIDES: `tiny=${TINY_MODEL_SHA1}`,
      // A language-model server named, so the admin page may switch it on (e2e/judges.spec.ts); no language uses it unless set there.
      LLM_EVALUATOR_URL: `http://127.0.0.1:${PORT + 2}/v1`,
      LLM_EVALUATOR_MODEL: 'e2e-model',
      // The stand-in LMS of e2e/lti.spec.ts listens on 127.0.0.1 over http.
      LTI_ALLOW_LOOPBACK_HTTP: 'true',
    },
  },
});
