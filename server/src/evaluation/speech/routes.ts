import { scoringModesSchema, speechSelfTestSchema, speechStatusSchema, type ScoringModes } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guards } from '../../auth/guards.js';
import type { TranscriberChoiceConfig } from '../transcribers/registry.js';
import { runSelfTest } from './selfTest.js';
import { describeSpeech, scoringModes } from './status.js';

/**
 * Speech recognition as the administrator sees it (engines per language, measured speed, a
 * self-test on demand) and as a student needs it (scored at once or by the professor).
 */
export function speechRoutes(
  choice: TranscriberChoiceConfig,
  guards: Guards,
  /** Brings the choice up to date with the model an administrator enabled (kept in the database). */
  refresh: () => Promise<unknown> = async () => {},
  /** This server's estimate for a new answer of the longest length (submissions EstimateService). */
  estimate?: () => Promise<ScoringModes['estimate']>,
): FastifyPluginAsyncZod {
  let running: Promise<unknown> | undefined;
  return async (app) => {
    app.get(
      '/api/v1/speech/scoring',
      { preHandler: guards.requireRole('student', 'professor', 'admin'), schema: { tags: ['speech'], response: { 200: scoringModesSchema } } },
      async () => {
        const [, timeLeft] = await Promise.all([refresh(), estimate?.()]);
        return { ...scoringModes(choice), ...(timeLeft ? { estimate: timeLeft } : {}) };
      },
    );

    app.get(
      '/api/v1/admin/speech',
      { preHandler: guards.requireRole('admin'), schema: { tags: ['admin'], response: { 200: speechStatusSchema } } },
      async () => {
        await refresh();
        return describeSpeech(choice);
      },
    );

    app.post(
      '/api/v1/admin/speech/self-test',
      {
        preHandler: guards.requireRole('admin'),
        schema: { tags: ['admin'], response: { 200: z.object({ selfTests: z.array(speechSelfTestSchema), status: speechStatusSchema }) } },
      },
      async () => {
        await refresh();
        // One self-test at a time: a second request waits for the running one.
        running ??= runSelfTest(choice).finally(() => {
          running = undefined;
        });
        await running;
        const status = describeSpeech(choice);
        return { selfTests: status.selfTests, status };
      },
    );
  };
}
