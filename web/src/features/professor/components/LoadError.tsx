import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { PROFESSOR_NS } from '../locales';

/** A failed load: the server's message when it gave one (in the user's language), and Retry. */
export function LoadError({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation(PROFESSOR_NS);
  const text = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('dashboard.retry')}
      </Button>
    </div>
  );
}
