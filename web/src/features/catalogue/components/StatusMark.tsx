import { labStatus, type LabStanding } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { StatusIcon } from './StatusIcon';

/**
 * SPEC.md section 4 "Lab status": Not attempted (grey), Passed / Previously passed (green), Try again (red),
 * and Waiting for lecturer (blue) while an answer waits for a lecturer (issue 20).
 */
export function StatusMark({ standing }: { standing: LabStanding }) {
  const { t } = useTranslation();
  const status = labStatus(standing);
  return (
    <Badge tone={status.tone} icon={<StatusIcon status={status.key} />}>
      <span className="sr-only">{t('catalogue.statusLabel')} </span>
      {t(`catalogue.status.${status.key}`)}
    </Badge>
  );
}
