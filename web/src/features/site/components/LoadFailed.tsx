import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { SITE_NS } from '../locales';

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(SITE_NS);
  return (
    <Alert tone="error">
      <p>{t('library.failed')}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t('library.retry')}
      </Button>
    </Alert>
  );
}
