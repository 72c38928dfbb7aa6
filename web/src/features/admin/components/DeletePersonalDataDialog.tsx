import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { DELETION_REQUESTERS, type AdminStudentView, type DeletionRequester } from '../api';
import { ADMIN_NS } from '../locales';
import { ConfirmDialog } from './ConfirmDialog';

const today = () => new Date().toISOString().slice(0, 10);

/** Asks before deleting a student's personal data: what goes, what stays, whose request it is and when it arrived. */
export function DeletePersonalDataDialog({
  student,
  onConfirm,
  onCancel,
}: {
  student: AdminStudentView | null;
  onConfirm: (answer: { requestedBy: DeletionRequester; requestedOn: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [requestedBy, setRequestedBy] = useState<DeletionRequester>('student');
  const [requestedOn, setRequestedOn] = useState(today);
  const dateValid = /^\d{4}-\d{2}-\d{2}$/.test(requestedOn) && requestedOn <= today();
  const name = student ? `${student.firstName} ${student.lastName}`.trim() || student.username : '';
  return (
    <ConfirmDialog
      open={student !== null}
      title={t('deletion.confirmTitle', { name })}
      confirmLabel={t('deletion.confirm')}
      cancelLabel={t('deletion.cancel')}
      onConfirm={() => dateValid && onConfirm({ requestedBy, requestedOn })}
      onCancel={onCancel}
    >
      <div className="flex flex-col gap-3">
        <p>{t('deletion.removes')}</p>
        <p className="text-sm text-slate-600">{t('deletion.keeps')}</p>
        <SelectField
          label={t('deletion.requestedBy')}
          value={requestedBy}
          onChange={(e) => setRequestedBy(e.target.value as DeletionRequester)}
          options={DELETION_REQUESTERS.map((r) => ({ value: r, label: t(`deletion.requester.${r}`) }))}
          data-testid="deletion-requested-by"
        />
        <TextField
          label={t('deletion.requestedOn')}
          type="date"
          max={today()}
          value={requestedOn}
          onChange={(e) => setRequestedOn(e.target.value)}
          error={dateValid ? undefined : t('deletion.requestedOnInvalid')}
          data-testid="deletion-requested-on"
        />
      </div>
    </ConfirmDialog>
  );
}
