import { useTranslation } from 'react-i18next';
import { useDataController } from '../api';
import { PRIVACY_NS } from '../locales';

/** The data controller a signed-in user's university set, under the general text of the notice. */
export function YourDataController() {
  const { t } = useTranslation(PRIVACY_NS);
  const { data } = useDataController();
  if (!data) return null;
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-slate-800" data-testid="your-data-controller">
      <p className="font-medium">{t('page.controllerYours', { name: data.name, university: data.universityName })}</p>
      {data.email && (
        <p>
          {t('page.controllerEmail', { email: '' })}
          <a className="underline" href={`mailto:${data.email}`}>
            {data.email}
          </a>
        </p>
      )}
    </div>
  );
}
