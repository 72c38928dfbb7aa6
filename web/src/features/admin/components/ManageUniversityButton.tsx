import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ADMIN_NS } from '../locales';

/** Opens (or closes) one university in the manager; pressed while it is open. */
export function ManageUniversityButton({ name, selected, onClick, className = 'min-h-9 px-3 py-1 text-sm' }: { name: string; selected: boolean; onClick: () => void; className?: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Button variant={selected ? 'primary' : 'secondary'} className={className} aria-pressed={selected} aria-label={t('manageOf', { name })} onClick={onClick}>
      {t('manage')}
    </Button>
  );
}
