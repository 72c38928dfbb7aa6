import { gradeWithRubric, type Transcript } from '@nurselab/core';
import { describe, expect, it } from 'vitest';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';

/**
 * The grader's own cost per answer (issue 27 item 1), as CPU time of this process, not wall
 * time: a busy machine shares its cores but not its CPU seconds. A 3-minute answer (about 600
 * words, the model answers said over and over with a few words no rubric names) took about
 * 0.1-0.4 s of CPU in grader 2.5.4 on the 2-core test machine (bench/latency/stages.ts); the
 * bound is several times that, to catch a grader that became an order of magnitude slower.
 */
const CPU_MS_PER_ANSWER_BOUND = 2_000;

describe('grader cost per answer', () => {
  it('grades a 3-minute English answer within the CPU bound, for every maternal-child lab', async () => {
    const { labs } = await loadLabFiles();
    const chosen = labs.filter((lab) => lab.subject === 'maternalchild' && lab.questions.every((q) => q.modelAnswer?.en)).slice(0, 4);
    expect(chosen.length).toBeGreaterThan(0);
    for (const lab of chosen) {
      const said = lab.questions.map((q) => q.modelAnswer!.en).join(' and um so ').split(/\s+/);
      const words = Array.from({ length: 600 }, (_, i) => ({ text: said[i % said.length], start: i * 0.3, end: i * 0.3 + 0.25 }));
      const transcript: Transcript = { language: 'en', text: words.map((w) => w.text).join(' '), words };
      gradeWithRubric(lab.questions, transcript, { scenario: lab.scenario }); // warm (JIT, caches built once per process)
      const runs = 3;
      const before = process.cpuUsage();
      for (let i = 0; i < runs; i++) gradeWithRubric(lab.questions, transcript, { scenario: lab.scenario });
      const used = process.cpuUsage(before);
      const perAnswerMs = (used.user + used.system) / 1000 / runs;
      expect(perAnswerMs, `lab ${lab.labNumber}: ${perAnswerMs.toFixed(0)} ms CPU per answer`).toBeLessThan(CPU_MS_PER_ANSWER_BOUND);
    }
  }, 300_000);
});
