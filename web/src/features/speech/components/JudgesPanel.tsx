import { LANGUAGE_NAMES, type JudgeLanguage, type JudgeName, type JudgeSettings, type Language } from '@nurselab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
import { fetchJudges, JUDGES_KEY, setJudges } from '../api';
import { SPEECH_NS } from '../locales';

type Choice = 'default' | 'rubric' | 'llm';
const choiceOf = (row: JudgeLanguage): Choice => (row.source === 'default' ? 'default' : row.judges.includes('llm') ? 'llm' : 'rubric');
const judgesOf = (choice: Choice): JudgeName[] | null => (choice === 'default' ? null : choice === 'llm' ? ['llm', 'rubric'] : ['rubric']);

/**
 * Which judges grade each language's answers: the rubric grader alone, or a language model with
 * the rubric grader beside it; or the server's default (EVALUATORS). Saved at once, used by the
 * next answer graded. Says whether a language-model server is configured (never its key).
 */
export function JudgesPanel() {
  const { t } = useTranslation(SPEECH_NS);
  const query = useQuery({ queryKey: JUDGES_KEY, queryFn: fetchJudges });
  return (
    <section aria-labelledby="judges-title" className="mt-6 border-t border-slate-200 pt-4" data-testid="judges-panel">
      <h3 id="judges-title" className="text-lg font-semibold">
        {t('judges.title')}
      </h3>
      <p className="mb-3 text-sm text-slate-700">{t('judges.intro')}</p>
      {query.isPending && <Loading />}
      {query.isError && <Alert tone="error">{t('judges.loadFailed')}</Alert>}
      {query.data && <LlmServer llm={query.data.llm} />}
      {query.data && (
        <ul className="mt-3 flex flex-col gap-3">
          {query.data.languages.map((row) => (
            <li key={row.language}>
              <LanguageJudges row={row} llmConfigured={query.data.llm.configured} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LlmServer({ llm }: { llm: JudgeSettings['llm'] }) {
  const { t } = useTranslation(SPEECH_NS);
  return (
    <p className={`rounded-lg p-3 text-sm ${llm.configured ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`} data-testid="llm-server">
      {llm.configured ? (
        <>
          {t('judges.server.configured', { host: llm.host, model: llm.model })} {llm.apiKeySet ? t('judges.server.keySet') : t('judges.server.noKey')}
        </>
      ) : (
        t('judges.server.none')
      )}
    </p>
  );
}

function LanguageJudges({ row, llmConfigured }: { row: JudgeLanguage; llmConfigured: boolean }) {
  const { t, i18n } = useTranslation(SPEECH_NS);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  // The choice being saved, set in the change event itself: the radio shows it at once and goes back if the save fails.
  const [saving, setSaving] = useState<Choice | null>(null);
  const save = useMutation({
    mutationFn: (choice: Choice) => setJudges(row.language as Language, judgesOf(choice)),
    onMutate: () => setSaved(false),
    onSuccess: (settings) => {
      queryClient.setQueryData(JUDGES_KEY, settings);
      setSaved(true);
    },
    onSettled: () => setSaving(null),
  });
  const name = LANGUAGE_NAMES[row.language];
  const current = choiceOf(row);
  const judgesText = (judges: JudgeName[]) => judges.map((judge) => t(`judges.name.${judge}`)).join(' + ');
  const hintId = `judges-${row.language}-hint`;
  const options: { value: Choice; label: string }[] = [
    { value: 'default', label: t('judges.choice.default', { judges: judgesText(row.defaultJudges) }) },
    { value: 'rubric', label: t('judges.choice.rubric') },
    { value: 'llm', label: t('judges.choice.llm') },
  ];
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" data-language={row.language} aria-describedby={hintId}>
      <legend className="px-1 font-semibold">{name}</legend>
      <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-5">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`judges-${row.language}`}
              value={option.value}
              checked={(saving ?? current) === option.value}
              disabled={saving !== null}
              onChange={() => {
                setSaving(option.value);
                save.mutate(option.value);
              }}
              className="size-5"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="text-sm text-slate-700">
        {t('judges.now', { judges: judgesText(row.judges) })}
        {row.source === 'admin' && row.changedBy && row.changedAt && <> {t('judges.changed', { by: row.changedBy, at: new Date(row.changedAt).toLocaleString(i18n.language) })}</>}
        {!llmConfigured && current !== 'llm' && <> {t('judges.llmNeedsServer')}</>}
      </p>
      <p role="status" aria-live="polite" className="text-sm text-emerald-800">
        {saving !== null ? t('judges.saving') : saved ? t('judges.saved', { language: name }) : ''}
      </p>
      {save.isError && (
        <Alert tone="error">{save.error instanceof ApiError && save.error.message ? save.error.message : t('judges.saveFailed')}</Alert>
      )}
    </fieldset>
  );
}
