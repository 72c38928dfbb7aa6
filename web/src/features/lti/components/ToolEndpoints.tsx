import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { LTI_NS } from '../locales';

/** What an LMS asks for when NurseLab is added by hand. */
export function ToolEndpoints() {
  const { t } = useTranslation(LTI_NS);
  const origin = window.location.origin;
  const rows: [string, string][] = [
    [t('admin.toolLogin'), `${origin}/lti/login`],
    [t('admin.toolLaunch'), `${origin}/lti/launch`],
    [t('admin.toolJwks'), `${origin}/lti/jwks`],
  ];
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('admin.toolTitle')}</h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="break-all font-mono">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
