import { COPYRIGHT_YEAR } from '@nurselab/core';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600">
      {t('footer.copyright', { year: COPYRIGHT_YEAR })} {t('footer.rights')}
    </footer>
  );
}
