import { LANGUAGE_NAMES, labLanguages, type AuthoredLab, type Language } from '@nurselab/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { Button, buttonClass } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
import { downloadLabFile, useDraft, usePublishDraft, useSaveDraft, type Draft, type DraftCheck } from '../api/authoring';
import { ArchivePanel } from '../components/ArchivePanel';
import { ChecksPanel } from '../components/ChecksPanel';
import { CoverPanel } from '../components/CoverPanel';
import { RegradePanel } from '../components/RegradePanel';
import { fieldId } from '../components/fieldIds';
import { LabEditorForm, withoutBlankLines } from '../components/LabEditorForm';
import { TryAnswerPanel } from '../components/TryAnswerPanel';
import { AUTHORING_NS } from '../locales';

/** /professor/labs/:id: the editor, its checks, "try an answer", publish and download. */
export function AuthoringEditPage({ nav }: { nav: ReactNode }) {
  const { t } = useTranslation(AUTHORING_NS);
  const { id = '' } = useParams();
  const draft = useDraft(id);
  // Kept here: the editor starts again from each saved revision, in the language being edited.
  const [language, setLanguage] = useState<Language | null>(null);
  const [savedRevision, setSavedRevision] = useState<number | null>(null);
  const admin = useSession()?.user.isAdmin === true;
  const back = admin && draft.data ? `/professor/labs?universityId=${draft.data.universityId}` : '/professor/labs';
  return (
    <div className="flex flex-col gap-6">
      {nav}
      <Link to={back} className="self-start text-brand-800 underline">
        {t('edit.back')}
      </Link>
      {draft.isPending && <Loading />}
      {draft.isError && (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{draft.error instanceof ApiError && draft.error.status === 404 ? draft.error.message : t('errors.load')}</p>
          <Button variant="secondary" onClick={() => void draft.refetch()}>
            {t('errors.retry')}
          </Button>
        </div>
      )}
      {draft.data && <Editor key={`${draft.data._id}-${draft.data.revision}`} draft={draft.data} onReload={() => void draft.refetch()} language={language} onLanguage={setLanguage} saved={savedRevision === draft.data.revision} onSaved={setSavedRevision} />}
    </div>
  );
}

interface EditorProps {
  draft: Draft;
  onReload: () => void;
  language: Language | null;
  onLanguage: (language: Language) => void;
  /** This revision is the one just saved here (the editor starts again from it). */
  saved: boolean;
  onSaved: (revision: number) => void;
}

function Editor({ draft, onReload, language: chosen, onLanguage: setLanguage, saved, onSaved }: EditorProps) {
  const { t } = useTranslation(AUTHORING_NS);
  const languages = labLanguages(draft.lab);
  const language = chosen && languages.includes(chosen) ? chosen : languages[0];
  const [lab, setLab] = useState<AuthoredLab>(draft.lab);
  const [dirty, setDirty] = useState(false);
  const [focus, setFocus] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [publishChecks, setPublishChecks] = useState<DraftCheck[] | null>(null);
  const save = useSaveDraft(draft._id, onSaved);
  const publish = usePublishDraft(draft._id);
  const checks = publishChecks ?? draft.checks;

  useEffect(() => {
    if (!focus) return;
    const element = document.getElementById(focus);
    element?.focus();
    element?.scrollIntoView({ block: 'center' });
    setFocus(null);
  }, [focus, language]);

  const errors = useMemo(() => {
    const byField = new Map<string, string[]>();
    for (const check of checks) {
      if (check.language && check.language !== language) continue;
      const key = fieldId(check.path);
      byField.set(key, [...(byField.get(key) ?? []), check.message]);
    }
    return byField;
  }, [checks, language]);

  const title = lab.title[languages[0]]?.trim() || t('list.untitled');
  const conflict = save.error instanceof ApiError && save.error.status === 409;
  const onSave = () => {
    setNotice(null);
    setPublishChecks(null);
    // The saved draft comes back with a new revision: the editor starts again from it (key).
    save.mutate({ revision: draft.revision, lab: withoutBlankLines(lab) });
  };
  const onPublish = () => {
    setNotice(null);
    publish.mutate(draft.revision, {
      onSuccess: (done) => setNotice(t('edit.published', { number: done.labNumber, version: done.publishedVersion })),
      onError: (error) => {
        if (error instanceof ApiError && Array.isArray(error.details.checks)) setPublishChecks(error.details.checks as DraftCheck[]);
      },
    });
  };
  const goTo = (check: DraftCheck) => {
    if (check.language) setLanguage(check.language);
    setFocus(fieldId(check.path));
  };

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="break-words text-3xl font-bold" lang={languages[0]}>
          {t('edit.heading', { title })}
        </h1>
        <p className="text-slate-700">
          {t('edit.status', { revision: draft.revision })}
          {' · '}
          {draft.publishedVersion ? t('list.published', { number: draft.labNumber, version: draft.publishedVersion }) : t('list.draft')}
          {draft.archived && ` · ${t('list.archived')}`}
        </p>
      </div>
      {(notice || saved) && (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-medium text-green-900">
          {notice ?? t('edit.saved', { revision: draft.revision })}
        </p>
      )}
      {conflict && (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-xl border border-amber-400 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">{t('edit.conflict')}</p>
          <Button variant="secondary" onClick={onReload}>
            {t('edit.reload')}
          </Button>
        </div>
      )}
      {(save.isError && !conflict) || publish.isError ? (
        <p role="alert" className="font-medium text-red-700">
          {((save.isError ? save.error : publish.error) as Error) instanceof ApiError ? ((save.isError ? save.error : publish.error) as ApiError).message : t('errors.failed')}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          {languages.length > 1 && (
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-1 font-medium">{t('edit.editing')}</legend>
              {languages.map((l) => (
                <label key={l} className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 ${l === language ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white ring-slate-400'}`}>
                  <input type="radio" name="editing-language" className="sr-only" checked={l === language} onChange={() => setLanguage(l)} />
                  <span lang={l}>{LANGUAGE_NAMES[l]}</span>
                </label>
              ))}
            </fieldset>
          )}
          <CoverPanel
            draftId={draft._id}
            medium={lab.medium}
            onChange={(medium) => {
              setLab({ ...lab, medium });
              setDirty(true);
            }}
          />
          <LabEditorForm
            lab={lab}
            language={language}
            errors={errors}
            onChange={(next) => {
              setLab(next);
              setDirty(true);
            }}
          />
        </div>
        {/* On a phone the actions and checks come first: the form is long. On a laptop they stay beside it, scrolling on their own when taller than the screen. */}
        <div className="order-first flex min-w-0 flex-col gap-4 lg:sticky lg:top-4 lg:order-none lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto lg:p-1">
          <div className="flex flex-wrap gap-2">
            <Button onClick={onSave} disabled={save.isPending}>
              {save.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
            <Button variant="secondary" onClick={onPublish} disabled={publish.isPending || save.isPending || dirty}>
              {publish.isPending ? t('edit.publishing') : t('edit.publish')}
            </Button>
            <DownloadButton draft={draft} />
            <Link to={`/professor/labs/${draft._id}/preview`} className={buttonClass('secondary')}>
              {t('edit.preview')}
            </Link>
          </div>
          {dirty && <p className="text-amber-900">{t('edit.unsaved')}</p>}
          <ChecksPanel checks={checks} onGoTo={goTo} />
          <TryAnswerPanel draftId={draft._id} languages={languages} subject={lab.subject} />
          {draft.publishedVersion && draft.publishedVersion > 1 ? <RegradePanel draft={draft} /> : null}
          {draft.publishedVersion ? <ArchivePanel draft={draft} /> : null}
        </div>
      </div>
    </>
  );
}

function DownloadButton({ draft }: { draft: Draft }) {
  const { t } = useTranslation(AUTHORING_NS);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('secondary')} onClick={() => downloadLabFile(draft).then(() => setFailed(false), () => setFailed(true))}>
        {t('edit.export')}
      </button>
      {failed && (
        <p role="alert" className="w-full text-red-700">
          {t('edit.exportFailed')}
        </p>
      )}
    </>
  );
}
