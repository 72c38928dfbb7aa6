import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'nurselab-config-'));

describe('configuration from the environment', () => {
  it('has working defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a number'],
    [{ PORT: '70000' }, 'PORT must be 0-65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ ADMIN_USERNAME: 'boss' }, 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_USERNAME: 'Boss', ADMIN_PASSWORD: 'secret1' }, 'ADMIN_USERNAME: lowercase letters'],
    [{ EVALUATORS: 'th=gpt,rubric' }, 'EVALUATORS must look like th=llm,rubric;en=rubric'],
    [{ EVALUATORS: 'xx=rubric' }, 'EVALUATORS: the languages are th, zh, en, ja, id'],
    [{ EVALUATORS: 'th=llm,rubric;en=rubric' }, 'EVALUATORS names llm for th, but LLM_EVALUATOR_URL is not set'],
    [{ LLM_EVALUATOR_URL: 'http://localhost:11434/v1' }, 'LLM_EVALUATOR_MODEL is required with LLM_EVALUATOR_URL'],
    [{ LLM_EVALUATOR_URL: 'gpu-box' }, 'LLM_EVALUATOR_URL must be a URL'],
    [{ LLM_EVALUATOR_URL: 'http://x/v1', LLM_EVALUATOR_MODEL: 'm', LLM_EVALUATOR_TIMEOUT_SECONDS: '0' }, 'LLM_EVALUATOR_TIMEOUT_SECONDS must be above 0'],
    [{ LLM_EVALUATOR_MARGIN: '150' }, 'LLM_EVALUATOR_MARGIN must be 0-100'],
  ])('%j is refused with a clear message', (env, text) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(text);
  });

  it('reads the evaluators per language and the language-model server; rubric only by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).evaluation).toEqual({ languages: {}, llm: undefined, margin: 15 });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      EVALUATORS: 'th=llm,rubric;en=rubric',
      LLM_EVALUATOR_URL: 'http://gpu-box:11434/v1',
      LLM_EVALUATOR_MODEL: 'qwen2.5:14b',
      LLM_EVALUATOR_API_KEY: 'k',
      LLM_EVALUATOR_TIMEOUT_SECONDS: '30',
      LLM_EVALUATOR_MARGIN: '10',
    });
    expect(config.evaluation).toEqual({
      languages: { th: ['llm', 'rubric'], en: ['rubric'] },
      llm: { baseUrl: 'http://gpu-box:11434/v1', model: 'qwen2.5:14b', apiKey: 'k', timeoutMs: 30_000 },
      margin: 10,
    });
  });

  it('reads how many answers are evaluated at once: per worker process, and for the estimate across the deployment', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).evaluationWorkers).toEqual({ perProcess: 1, total: 1 });
    expect(loadConfig({ DATA_DIR: dataDir(), EVALUATION_CONCURRENCY: '3' }).evaluationWorkers).toEqual({ perProcess: 3, total: 3 });
    expect(loadConfig({ DATA_DIR: dataDir(), EVALUATION_CONCURRENCY: '2', EVALUATION_WORKERS: '8' }).evaluationWorkers).toEqual({ perProcess: 2, total: 8 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), EVALUATION_CONCURRENCY: '0' })).toThrow('EVALUATION_CONCURRENCY must be 1-64');
  });
});
