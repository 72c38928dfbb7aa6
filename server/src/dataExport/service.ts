import { formatMessage, type Language } from '@nurselab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import { requireAccess } from '../auth/access.js';
import type { Principal } from '../auth/guards.js';
import { notFound } from '../http/errors.js';
import type { MediaStorage } from '../storage/index.js';
import { visibleTo } from '../submissions/visibility.js';
import type { DataExportRepository } from './repository.js';
import { ZipWriter } from './zipStream.js';

type SubmissionEntry = Awaited<ReturnType<DataExportRepository['submissions']>>[number];

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
const transcriptOf = (evaluation: unknown) => (evaluation as { transcript?: unknown } | null)?.transcript ?? null;

/**
 * A person's data as one zip (PDPA s.30-31, access and portability): their account, attempts
 * with what they may see of each grade, transcripts, comments, notifications, consents, and the
 * recordings themselves, with a README in their language.
 */
export class DataExportService {
  constructor(
    private readonly repository: DataExportRepository,
    private readonly storage: MediaStorage,
    private readonly product: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** An administrator answering a request names the person by username; anyone else only themself. */
  async archiveOf(principal: Principal, username: string, language: Language): Promise<{ fileName: string; body: Readable }> {
    const userId = await this.repository.userIdOf(username);
    // The access check first: nobody but an administrator learns whether a username exists.
    requireAccess(principal, 'data.export', { kind: 'person', userId: userId ?? '' });
    if (!userId) throw notFound();
    return this.archive(principal, userId, language);
  }

  /** Everyone their own data; an administrator anyone's (to answer a request). */
  async archive(principal: Principal, userId: string, language: Language): Promise<{ fileName: string; body: Readable }> {
    requireAccess(principal, 'data.export', { kind: 'person', userId });
    const account = await this.repository.account(userId);
    if (!account) throw notFound();
    const [rows, attempts, notifications, settings, consents] = await Promise.all([
      this.repository.submissions(userId),
      this.repository.attempts(userId),
      this.repository.notifications(userId),
      this.repository.notificationSettings(userId),
      this.repository.consents(userId),
    ]);
    const comments = await this.repository.comments(rows.map((r) => r.submission.id));
    const recordings = await Promise.all(rows.map((row) => this.recordingsOf(row)));

    const exportedAt = new Date();
    const zip = new ZipWriter(exportedAt);
    const attemptsJson = rows.map((row, i) => {
      // Grades a university still holds back stay hidden here as on every other screen; the transcript is the student's own words.
      const shown = visibleTo('student', row.submission);
      return {
        id: shown.id,
        subject: row.lab.subject,
        labNumber: row.lab.labNumber,
        attempt: shown.attempt,
        language: shown.language,
        fileType: shown.fileType,
        durationSeconds: shown.durationSeconds,
        createdAt: shown.createdAt,
        status: shown.status,
        score: shown.score,
        isPass: shown.isPass,
        pros: shown.pros,
        recommendations: shown.recommendations,
        gradedAt: shown.gradedAt,
        reviewedAt: shown.reviewedAt,
        transcript: transcriptOf(row.submission.evaluation),
        evaluation: shown.evaluation,
        recordings: recordings[i]!.map((r) => r.path),
        comments: comments
          .filter((c) => c.comment.submissionId === shown.id)
          .map(({ comment, author }) => ({
            id: comment.id,
            replyTo: comment.replyTo,
            author: `${author.firstName} ${author.lastName}`,
            authorRole: author.role,
            atSeconds: comment.atSeconds,
            rubricItemId: comment.rubricItemId,
            text: comment.deletedAt ? null : comment.text,
            deleted: comment.deletedAt !== null,
            createdAt: comment.createdAt,
            updatedAt: comment.updatedAt,
          })),
      };
    });
    const files = recordings.flat();
    zip.addText(
      'README.txt',
      `${formatMessage('dataExport.readme', language, {
        product: this.product,
        name: `${account.firstName} ${account.lastName}`,
        date: exportedAt.toISOString(),
        attempts: rows.length,
        recordings: files.length,
      })}\n`,
    );
    zip.addText('account.json', json({ ...account, notificationSettings: settings, exportedAt }));
    zip.addText('attempts.json', json(attemptsJson));
    zip.addText('attempts-used.json', json(attempts));
    zip.addText('notifications.json', json(notifications));
    zip.addText('consents.json', json(consents));
    void this.writeMedia(zip, files);
    return { fileName: `nurselab-data-${account.username}-${exportedAt.toISOString().slice(0, 10)}.zip`, body: zip.output };
  }

  private async writeMedia(zip: ZipWriter, files: { key: string; path: string }[]): Promise<void> {
    try {
      for (const file of files) await zip.addStream(file.path, await this.storage.createReadStream(file.key));
      zip.end();
    } catch (error) {
      this.log?.warn({ err: error }, 'data export stopped');
      zip.fail(error as Error);
    }
  }

  /** The stored recordings of an attempt: the original (until retention removes it) and the playback copy. */
  private async recordingsOf({ submission, lab }: SubmissionEntry): Promise<{ key: string; path: string }[]> {
    const folder = `recordings/${lab.subject}-lab${lab.labNumber}-attempt${submission.attempt}-${submission.id.slice(0, 8)}`;
    const named = [
      { key: submission.mediaKey, name: 'original' },
      ...(submission.playbackKey ? [{ key: submission.playbackKey, name: 'playback' }] : []),
    ];
    const kept = await Promise.all(named.map(async (n) => ((await this.storage.exists(n.key)) ? n : null)));
    return kept.filter((n) => n !== null).map((n) => ({ key: n.key, path: `${folder}/${n.name}.${extensionOf(n.key)}` }));
  }
}
