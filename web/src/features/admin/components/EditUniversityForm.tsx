import { DEFAULT_TIME_ZONE, isTimeZone } from '@nurselab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api';
import { DANGER_POLICIES, DEFAULT_AUDIT_PERCENT, RELEASE_POLICIES, UNIVERSITIES_KEY, updateUniversity, type AdminUniversity, type DangerPolicy, type ReleasePolicy } from '../api';
import { ADMIN_NS } from '../locales';
import { AdminFormSection, type FormResult } from './AdminFormSection';

/**
 * Capacity up or down (never below the registered count: the server says so in the user's
 * language), the release policy, what a flagged danger does (held for a lecturer or failed at
 * once), the share of automatic results lecturers check, the time zone of its dates and whether
 * new students wait for a lecturer's approval.
 */
export function EditUniversityForm({ university }: { university: AdminUniversity }) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const [capacity, setCapacity] = useState(String(university.numberOfStudents));
  const [policy, setPolicy] = useState<ReleasePolicy>(university.releasePolicy ?? 'immediate');
  const [dangerPolicy, setDangerPolicy] = useState<DangerPolicy>(university.dangerPolicy ?? 'hold');
  const [audit, setAudit] = useState(String(university.auditPercent ?? DEFAULT_AUDIT_PERCENT));
  const [timeZone, setTimeZone] = useState(university.timeZone ?? DEFAULT_TIME_ZONE);
  const [requiresApproval, setRequiresApproval] = useState(university.requiresApproval ?? false);
  const zonesId = useId();
  const [result, setResult] = useState<FormResult | null>(null);
  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof updateUniversity>[1]) => updateUniversity(university._id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNIVERSITIES_KEY }),
  });
  const capacityValue = /^\d{1,6}$/.test(capacity.trim()) ? Number(capacity.trim()) : null;
  const auditValue = parseAuditPercent(audit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (capacityValue === null || capacityValue < 1) return setResult({ tone: 'error', text: t('capacityInvalid') });
    if (auditValue === null) return setResult({ tone: 'error', text: t('auditInvalid') });
    if (!isTimeZone(timeZone.trim())) return setResult({ tone: 'error', text: t('timeZoneInvalid') });
    setResult(null);
    mutation.mutate(
      { numberOfStudents: capacityValue, releasePolicy: policy, dangerPolicy, auditPercent: auditValue, timeZone: timeZone.trim(), requiresApproval },
      {
        onSuccess: () => setResult({ tone: 'success', text: t('saved') }),
        onError: (err) => setResult({ tone: 'error', text: err instanceof ApiError && err.status > 0 && err.status < 500 && err.message ? err.message : t('saveFailed') }),
      },
    );
  };

  return (
    <AdminFormSection id="edit-university" title={t('editTitle')} onSubmit={submit} result={result} onCloseResult={() => setResult(null)}>
      <TextField
        label={t('capacity')}
        hint={t('capacityHint', { registered: university.registeredStudents })}
        inputMode="numeric"
        value={capacity}
        onChange={(e) => setCapacity(e.target.value.replace(/\D/g, ''))}
        error={capacityValue === null ? t('capacityInvalid') : undefined}
      />
      <SelectField
        label={t('releasePolicy')}
        value={policy}
        onChange={(e) => setPolicy(e.target.value as ReleasePolicy)}
        options={RELEASE_POLICIES.map((p) => ({ value: p, label: t(`policy.${p}`) }))}
        wrapChosen
      />
      <p className="text-sm text-slate-600">{t(`policyHint.${policy}`)}</p>
      <SelectField
        label={t('dangerPolicy')}
        value={dangerPolicy}
        onChange={(e) => setDangerPolicy(e.target.value as DangerPolicy)}
        options={DANGER_POLICIES.map((p) => ({ value: p, label: t(`danger.${p}`) }))}
        data-testid="danger-policy"
        wrapChosen
      />
      <p className="text-sm text-slate-600">{t(`dangerHint.${dangerPolicy}`)}</p>
      <TextField
        label={t('auditPercent')}
        hint={t('auditHint')}
        inputMode="decimal"
        value={audit}
        onChange={(e) => setAudit(e.target.value.replace(/[^\d.,]/g, ''))}
        error={auditValue === null ? t('auditInvalid') : undefined}
        data-testid="audit-percent"
      />
      <TextField
        label={t('timeZone')}
        hint={t('timeZoneHint')}
        value={timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
        error={isTimeZone(timeZone.trim()) ? undefined : t('timeZoneInvalid')}
        list={zonesId}
        autoComplete="off"
        spellCheck={false}
        data-testid="time-zone"
      />
      <datalist id={zonesId}>
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <label className="flex items-start gap-3 text-slate-800">
        <input type="checkbox" className="mt-1 h-5 w-5 shrink-0" checked={requiresApproval} onChange={(e) => setRequiresApproval(e.target.checked)} data-testid="requires-approval" />
        <span className="flex flex-col">
          <span className="font-medium">{t('requiresApproval')}</span>
          <span className="text-sm text-slate-600">{t('requiresApprovalHint')}</span>
        </span>
      </label>
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? t('saving') : t('save')}
      </Button>
    </AdminFormSection>
  );
}

/** The zones this browser knows, to pick from (any other IANA name the server knows may be typed). */
const TIME_ZONES: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];

/** 0-100 with at most one decimal (a comma is read as the decimal point); null otherwise. */
function parseAuditPercent(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= 0 && value <= 100 ? value : null;
}
