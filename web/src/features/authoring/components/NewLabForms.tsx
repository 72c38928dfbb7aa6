import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@nurselab/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { ApiError } from '../../../lib/api';
import { useCourseLabs, useCreateDraft } from '../api/authoring';
import { AUTHORING_NS } from '../locales';

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : fallback);

/** Copy a built-in lab (or one of the university's) in the languages chosen, the lecturer's first. */
export function CopyLabForm({ universityId }: { universityId?: string }) {
  const { t, i18n } = useTranslation(AUTHORING_NS);
  const navigate = useNavigate();
  const course = useCourseLabs(universityId);
  const create = useCreateDraft(universityId);
  const own = isLanguage(i18n.language) ? i18n.language : 'th';
  const [labNumber, setLabNumber] = useState<number | null>(null);
  const [languages, setLanguages] = useState<Language[]>([own]);
  const [noLanguage, setNoLanguage] = useState(false);
  const titleId = useId();
  const labs = course.data?.labs.filter((l) => l.labName) ?? [];
  const chosen = labNumber ?? labs[0]?.labNumber ?? null;
  const ordered = [own, ...LANGUAGES.filter((l) => l !== own)];
  const toggle = (l: Language) => setLanguages((now) => (now.includes(l) ? now.filter((x) => x !== l) : ordered.filter((x) => x === l || now.includes(x))));
  const submit = () => {
    setNoLanguage(languages.length === 0);
    if (!languages.length || !course.data || chosen === null) return;
    create.mutate({ from: { subject: course.data.subject, labNumber: chosen }, languages }, { onSuccess: (draft) => void navigate(`/professor/labs/${draft._id}`) });
  };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4" data-testid="copy-lab">
      <h2 id={titleId} className="text-xl font-semibold">
        {t('copy.title')}
      </h2>
      <SelectField
        label={t('copy.lab')}
        value={chosen ?? ''}
        wrapChosen
        options={labs.map((l) => ({ value: String(l.labNumber), label: t('copy.labOption', { number: l.labNumber, name: l.labName }) }))}
        onChange={(e) => setLabNumber(Number(e.target.value))}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby="copy-languages-hint">
        <legend className="font-medium">{t('copy.languages')}</legend>
        <p id="copy-languages-hint" className="text-sm text-slate-600">
          {t('copy.languagesHint')}
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {ordered.map((l) => (
            <label key={l} className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" className="h-5 w-5" checked={languages.includes(l)} onChange={() => toggle(l)} />
              <span lang={l}>{LANGUAGE_NAMES[l]}</span>
            </label>
          ))}
        </div>
        {noLanguage && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {t('copy.noLanguage')}
          </p>
        )}
      </fieldset>
      <Button className="self-start" onClick={submit} disabled={create.isPending || chosen === null}>
        {create.isPending ? t('copy.working') : t('copy.submit')}
      </Button>
      {create.isError && (
        <p role="alert" className="font-medium text-red-700">
          {failure(create.error, t('errors.failed'))}
        </p>
      )}
    </section>
  );
}

/** A lab file (exported here, or from content/labs) as a new draft. */
export function ImportLabForm({ universityId }: { universityId?: string }) {
  const { t } = useTranslation(AUTHORING_NS);
  const navigate = useNavigate();
  const create = useCreateDraft(universityId);
  const [file, setFile] = useState<File | null>(null);
  const [noFile, setNoFile] = useState(false);
  const titleId = useId();
  const submit = async () => {
    setNoFile(!file);
    if (!file) return;
    // An exported lab with its uploaded cover is a zip (told by its first bytes, whatever its name).
    const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
    const zip = head.length === 4 && head.every((byte, i) => byte === ZIP_SIGNATURE[i]);
    create.mutate(zip ? { archive: file } : { yaml: await file.text() }, { onSuccess: (draft) => void navigate(`/professor/labs/${draft._id}`) });
  };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-4">
      <h2 id={titleId} className="text-xl font-semibold">
        {t('import.title')}
      </h2>
      <label htmlFor="import-file" className="font-medium">
        {t('import.file')}
      </label>
      <input id="import-file" type="file" accept=".yaml,.yml,.zip,application/yaml,text/yaml,application/zip" aria-describedby="import-hint" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="max-w-full" />
      <p id="import-hint" className="text-sm text-slate-600">
        {t('import.hint')}
      </p>
      {noFile && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('import.noFile')}
        </p>
      )}
      <Button variant="secondary" className="self-start" onClick={() => void submit()} disabled={create.isPending}>
        {t('import.submit')}
      </Button>
      {create.isError && (
        <p role="alert" className="font-medium text-red-700">
          {failure(create.error, t('errors.failed'))}
        </p>
      )}
    </section>
  );
}
