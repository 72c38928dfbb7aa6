import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { useReviewQueue } from '../api/review';
import { LoadError } from '../components/LoadError';
import { ProfessorNav } from '../components/ProfessorNav';
import { QueueCards } from '../components/QueueCards';
import { QueueTable } from '../components/QueueTable';
import type { ReviewQueueEntry } from '../api/types';
import { PROFESSOR_NS } from '../locales';

/** /professor/review: attempts waiting for a person (oldest first), then audit samples to check, then recent automatic grades. */
export function ReviewQueuePage() {
  const { t } = useTranslation(PROFESSOR_NS);
  const queue = useReviewQueue();
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved;
  return (
    <div className="flex flex-col gap-6">
      <ProfessorNav />
      <h1 className="text-3xl font-bold">{t('review.title')}</h1>
      {saved && <Alert tone="success">{t('review.saved')}</Alert>}
      <p className="text-slate-700">{t('review.intro')}</p>
      {queue.isPending && <Loading />}
      {queue.isError && <LoadError error={queue.error} fallback={t('review.loadFailed')} onRetry={() => void queue.refetch()} />}
      {queue.data && (
        <>
          <section aria-labelledby="waiting-title" className="flex flex-col gap-3">
            <h2 id="waiting-title" className="text-xl font-semibold">
              {t('review.waiting', { count: queue.data.waiting.length })}
            </h2>
            {queue.data.waiting.length ? <QueueList entries={queue.data.waiting} testId="queue-waiting" labelledBy="waiting-title" /> : <p>{t('review.empty')}</p>}
          </section>
          <section aria-labelledby="check-title" className="flex flex-col gap-3">
            <h2 id="check-title" className="text-xl font-semibold">
              {t('review.check', { count: queue.data.check.length })}
            </h2>
            <p className="text-slate-700">{t('review.checkIntro')}</p>
            {queue.data.check.length ? <QueueList entries={queue.data.check} testId="queue-check" labelledBy="check-title" /> : <p>{t('review.emptyCheck')}</p>}
          </section>
          <section aria-labelledby="recent-title" className="flex flex-col gap-3">
            <h2 id="recent-title" className="text-xl font-semibold">
              {t('review.recent', { count: queue.data.recent.length })}
            </h2>
            {queue.data.recent.length ? <QueueList entries={queue.data.recent} testId="queue-recent" labelledBy="recent-title" /> : <p>{t('review.emptyRecent')}</p>}
          </section>
        </>
      )}
    </div>
  );
}

/**
 * Cards below the md breakpoint (a phone: nothing off-screen), the table above it (headings and
 * row headers for a screen reader). The hidden one is display:none, so out of the accessibility tree.
 */
function QueueList({ entries, testId, labelledBy }: { entries: ReviewQueueEntry[]; testId: string; labelledBy: string }) {
  return (
    <>
      <div className="md:hidden">
        <QueueCards entries={entries} testId={`${testId}-cards`} labelledBy={labelledBy} />
      </div>
      <div className="hidden md:block">
        <QueueTable entries={entries} testId={testId} labelledBy={labelledBy} />
      </div>
    </>
  );
}
