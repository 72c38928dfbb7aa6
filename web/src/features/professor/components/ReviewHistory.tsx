import { useTranslation } from 'react-i18next';
import type { ReviewRecord } from '../api/types';
import { PROFESSOR_NS } from '../locales';

const reviewerName = (r: ReviewRecord) => `${r.reviewer.firstName} ${r.reviewer.lastName}`.trim() || r.reviewer.username;

const score = (value: number | null) => (value === null ? '—' : String(value));

/** Every review of an attempt: who, when, the score before and after, and why. */
export function ReviewHistory({ reviews }: { reviews: ReviewRecord[] | undefined }) {
  const { t, i18n } = useTranslation(PROFESSOR_NS);
  if (!reviews?.length) return null;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="review-history-title" className="flex flex-col gap-2" data-testid="review-history">
      <h3 id="review-history-title" className="text-lg font-semibold">
        {t('detail.historyTitle')}
      </h3>
      <ol className="flex flex-col gap-2">
        {reviews.map((review, index) => (
          <li key={review._id ?? index} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <p>{t('detail.historyEntry', { date: format.format(new Date(review.createdAt)), who: reviewerName(review), before: score(review.scoreBefore), after: score(review.scoreAfter) })}</p>
            {review.reason && <p className="text-sm text-slate-700">{t('detail.historyReason', { reason: review.reason })}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}
