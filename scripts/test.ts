/**
 * `npm test`: typecheck, lint, unit and integration tests (Vitest), browser tests (Playwright).
 * Prints one closing line "N passed, N failed" over all test cases.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'reports');
mkdirSync(reports, { recursive: true });
const only = process.argv[2];

interface Step {
  name: string;
  cmd: string[];
  count?: () => { passed: number; failed: number; failures: string[] };
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; line: number; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}

const firstLine = (text: string | undefined) => (text ?? '').split('\n').find((l) => l.trim())?.slice(0, 300) ?? '';

function vitestFailures(r: VitestReport): string[] {
  const out: string[] = [];
  for (const file of r.testResults) {
    const rel = path.relative(root, file.name);
    const failedCases = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failedCases) out.push(`${rel} › ${a.fullName}\n      ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed to load, or whose hook failed, has no failed case but a message.
    if (!failedCases.length && file.message) out.push(`${rel}\n      ${firstLine(file.message)}`);
  }
  return out;
}

function playwrightFailures(suites: PlaywrightSuite[], file = ''): string[] {
  const out: string[] = [];
  for (const suite of suites) {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status !== 'unexpected') continue;
        const error = t.results.map((res) => res.error?.message).find(Boolean);
        out.push(`${where}:${spec.line} › ${spec.title}\n      ${firstLine(error)}`);
      }
    }
    out.push(...playwrightFailures(suite.suites ?? [], where));
  }
  return out;
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const steps: Step[] = [
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings=0'] },
  // Content schema, and the grading checks (scenario echo, negation, critical items, model answers).
  { name: 'content', cmd: [bin('tsx'), 'scripts/validate-content.ts'] },
  {
    name: 'unit',
    cmd: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'vitest.json')}`],
    count: () => {
      const r = JSON.parse(readFileSync(path.join(reports, 'vitest.json'), 'utf8')) as VitestReport;
      return { passed: r.numPassedTests, failed: r.numFailedTests, failures: vitestFailures(r) };
    },
  },
  {
    name: 'e2e',
    cmd: [bin('playwright'), 'test'],
    count: () => {
      const r = JSON.parse(readFileSync(path.join(reports, 'playwright.json'), 'utf8'));
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, failures: playwrightFailures(r.suites ?? []) };
    },
  },
];

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
const failures: string[] = [];
for (const step of steps.filter((s) => !only || s.name === only)) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit' });
  if (step.count) {
    try {
      const c = step.count();
      passed += c.passed;
      failed += c.failed;
      failures.push(...c.failures.map((f) => `[${step.name}] ${f}`));
    } catch {
      // no report: the step failed before running tests
    }
  }
  if (result.status !== 0) failedSteps.push(step.name);
}

// Last, so that the tail of a long CI log names what failed.
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ${f}`).join('\n')}`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (existsSync(reports)) console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
