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
  count?: () => { passed: number; failed: number };
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
      const r = JSON.parse(readFileSync(path.join(reports, 'vitest.json'), 'utf8'));
      return { passed: r.numPassedTests, failed: r.numFailedTests };
    },
  },
  {
    name: 'e2e',
    cmd: [bin('playwright'), 'test'],
    count: () => {
      const r = JSON.parse(readFileSync(path.join(reports, 'playwright.json'), 'utf8'));
      return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected };
    },
  },
];

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
for (const step of steps.filter((s) => !only || s.name === only)) {
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), { cwd: root, stdio: 'inherit' });
  if (step.count) {
    try {
      const c = step.count();
      passed += c.passed;
      failed += c.failed;
    } catch {
      // no report: the step failed before running tests
    }
  }
  if (result.status !== 0) failedSteps.push(step.name);
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (existsSync(reports)) console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
