import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SelectField } from '../../../components/ui/SelectField';
import { useSession } from '../../../lib/session';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { labLanguages } from '@nurselab/core';
import { useDrafts, useUniversityChoices } from '../api/authoring';
import { CopyLabForm, ImportLabForm } from '../components/NewLabForms';
import { AUTHORING_NS } from '../locales';
import type { ReactNode } from 'react';

/** /professor/labs: the university's own labs, and copying or importing a new one. */
export function AuthoringListPage({ nav }: { nav: ReactNode }) {
  const { t } = useTranslation(AUTHORING_NS);
  const admin = useSession()?.user.isAdmin === true;
  // An administrator writes for the university they pick (kept in the address: ?universityId=).
  const [params, setParams] = useSearchParams();
  const universities = useUniversityChoices(admin);
  const universityId = admin ? (params.get('universityId') ?? undefined) : undefined;
  const ready = !admin || universityId !== undefined;
  const drafts = useDrafts(universityId, { enabled: ready });
  return (
    <div className="flex flex-col gap-6">
      {nav}
      <h1 className="text-3xl font-bold">{t('list.title')}</h1>
      <p className="max-w-3xl text-slate-700">{t('list.intro')}</p>
      {admin && (
        <div className="max-w-xl">
          <SelectField
            label={t('admin.university')}
            value={universityId ?? ''}
            options={[{ value: '', label: t('admin.choose') }, ...(universities.data ?? []).map((u) => ({ value: u._id, label: u.universityName }))]}
            onChange={(e) => setParams(e.target.value ? { universityId: e.target.value } : {}, { replace: true })}
          />
          {universities.isError && (
            <p role="alert" className="mt-1 font-medium text-red-700">
              {t('errors.load')}
            </p>
          )}
        </div>
      )}
      {ready && drafts.isPending && <Loading />}
      {drafts.isError && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t('errors.load')}</p>
          <Button variant="secondary" onClick={() => void drafts.refetch()}>
            {t('errors.retry')}
          </Button>
        </div>
      )}
      {drafts.data &&
        (drafts.data.labs.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-400 bg-white p-4">{t('list.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="draft-list">
            {drafts.data.labs.map((draft) => {
              const first = labLanguages(draft.lab)[0];
              const title = draft.lab.title[first]?.trim() || t('list.untitled');
              const errors = draft.checks.filter((c) => c.severity === 'error').length;
              return (
                <li key={draft._id} className="flex flex-col gap-1 rounded-xl border border-slate-300 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 flex-col gap-1">
                    <Link to={`/professor/labs/${draft._id}`} className="break-words text-lg font-semibold text-brand-800 underline" lang={first} aria-label={t('list.open', { title })}>
                      {title}
                    </Link>
                    <span className="text-slate-700">
                      {draft.publishedVersion ? t('list.published', { number: draft.labNumber, version: draft.publishedVersion }) : t('list.draft')}
                      {draft.archived && ` · ${t('list.archived')}`}
                    </span>
                  </div>
                  {errors > 0 && <span className="font-medium text-red-800">{t('list.problems', { count: errors })}</span>}
                </li>
              );
            })}
          </ul>
        ))}
      {ready && (
        <div className="grid gap-4 lg:grid-cols-2">
          <CopyLabForm key={universityId} universityId={universityId} />
          <ImportLabForm universityId={universityId} />
        </div>
      )}
    </div>
  );
}
