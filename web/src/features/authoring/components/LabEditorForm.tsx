import type { AuthoredLab, Language } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { AUTHORING_NS } from '../locales';

type Edit = (change: (lab: AuthoredLab) => void) => void;

interface Props {
  lab: AuthoredLab;
  language: Language;
  onChange: (lab: AuthoredLab) => void;
  /** The check messages of each field (by control id) in this language. */
  errors: Map<string, string[]>;
}

/** Phrasings are plain lines: one way of saying it per line, nothing else to learn. */
const linesOf = (text: string) => text.split('\n');
const newItemId = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

/** Everything a lab file holds, in one language at a time. */
export function LabEditorForm({ lab, language, onChange, errors }: Props) {
  const { t } = useTranslation(AUTHORING_NS);
  const edit: Edit = (change) => {
    const next = structuredClone(lab);
    change(next);
    onChange(next);
  };
  const error = (id: string) => errors.get(id)?.join(' ');
  const l = language;
  return (
    <div className="flex flex-col gap-6" lang={l}>
      <TextField id="field-title" label={t('edit.labTitle')} value={lab.title[l] ?? ''} error={error('field-title')} onChange={(e) => edit((x) => void (x.title[l] = e.target.value))} />
      <TextField id="field-subtitle" label={t('edit.subtitle')} value={lab.subtitle[l] ?? ''} error={error('field-subtitle')} onChange={(e) => edit((x) => void (x.subtitle[l] = e.target.value))} />
      <TextAreaField id="field-scenario" rows={6} label={t('edit.scenario')} value={lab.scenario[l] ?? ''} error={error('field-scenario')} onChange={(e) => edit((x) => void (x.scenario[l] = e.target.value))} />
      {lab.questions.map((question, qi) => {
        const q = `field-questions-${qi}`;
        return (
          <fieldset key={qi} className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-300 p-4">
            <legend className="px-1 text-xl font-semibold">{t('edit.question', { number: question.number })}</legend>
            <TextAreaField id={`${q}-text`} rows={3} label={t('edit.questionText')} value={question.text[l] ?? ''} error={error(`${q}-text`)} onChange={(e) => edit((x) => void (x.questions[qi].text[l] = e.target.value))} />
            <TextField
              id={`${q}-points`}
              type="number"
              min={1}
              className="max-w-40"
              label={t('edit.points')}
              value={question.points}
              onChange={(e) => edit((x) => void (x.questions[qi].points = Math.max(1, Number(e.target.value) || 1)))}
            />
            <TextAreaField
              id={`${q}-modelAnswer`}
              rows={5}
              label={t('edit.modelAnswer')}
              value={question.modelAnswer?.[l] ?? ''}
              error={error(`${q}-modelAnswer`)}
              onChange={(e) => edit((x) => void ((x.questions[qi].modelAnswer ??= {})[l] = e.target.value))}
            />
            <h3 className="text-lg font-semibold">{t('edit.rubric')}</h3>
            {question.rubric.map((item, ri) => {
              const r = `${q}-rubric-${ri}`;
              return (
                <fieldset key={item.id} className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3" data-testid={`rubric-${qi}-${ri}`}>
                  <legend className="px-1 font-semibold">{t('edit.item', { number: ri + 1 })}</legend>
                  <TextField id={`${r}-weight`} type="number" min={1} className="max-w-40" label={t('edit.weight')} value={item.weight} onChange={(e) => edit((x) => void (x.questions[qi].rubric[ri].weight = Math.max(1, Number(e.target.value) || 1)))} />
                  <TextField
                    id={`${r}-descriptor`}
                    label={t('edit.descriptor')}
                    hint={t('edit.descriptorHint')}
                    value={item.descriptor?.[l] ?? ''}
                    onChange={(e) => edit((x) => void (x.questions[qi].rubric[ri].descriptor = { ...x.questions[qi].rubric[ri].descriptor, [l]: e.target.value }))}
                  />
                  <TextAreaField
                    id={`${r}-phrasings`}
                    rows={4}
                    label={t('edit.phrasings')}
                    hint={t('edit.phrasingsHint')}
                    value={(item.phrasings[l] ?? []).join('\n')}
                    error={error(`${r}-phrasings`)}
                    onChange={(e) => edit((x) => void (x.questions[qi].rubric[ri].phrasings[l] = linesOf(e.target.value)))}
                  />
                  <TextField id={`${r}-feedback-met`} label={t('edit.met')} value={item.feedback.met[l] ?? ''} error={error(`${r}-feedback-met`)} onChange={(e) => edit((x) => void (x.questions[qi].rubric[ri].feedback.met[l] = e.target.value))} />
                  <TextField id={`${r}-feedback-missed`} label={t('edit.missed')} value={item.feedback.missed[l] ?? ''} error={error(`${r}-feedback-missed`)} onChange={(e) => edit((x) => void (x.questions[qi].rubric[ri].feedback.missed[l] = e.target.value))} />
                  {question.rubric.length > 1 && (
                    <Button variant="secondary" className="self-start" onClick={() => edit((x) => void x.questions[qi].rubric.splice(ri, 1))}>
                      {t('edit.removeItem', { number: ri + 1 })}
                    </Button>
                  )}
                </fieldset>
              );
            })}
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => edit((x) => void x.questions[qi].rubric.push({ id: newItemId('item'), weight: 1, phrasings: { [l]: [] }, feedback: { met: { [l]: '' }, missed: { [l]: '' } } }))}
            >
              {t('edit.addItem')}
            </Button>
            {(question.critical?.length ?? 0) > 0 && <h3 className="text-lg font-semibold">{t('edit.critical')}</h3>}
            {question.critical?.map((item, ci) => {
              const c = `${q}-critical-${ci}`;
              return (
                <fieldset key={item.id} className="flex min-w-0 flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3">
                  <legend className="px-1 font-semibold">{t('edit.criticalItem', { number: ci + 1 })}</legend>
                  <TextAreaField
                    id={`${c}-phrasings`}
                    rows={3}
                    label={t('edit.criticalPhrasings')}
                    value={(item.phrasings[l] ?? []).join('\n')}
                    error={error(`${c}-phrasings`)}
                    onChange={(e) => edit((x) => void (x.questions[qi].critical![ci].phrasings[l] = linesOf(e.target.value)))}
                  />
                  <TextField id={`${c}-danger`} label={t('edit.danger')} value={item.danger[l] ?? ''} error={error(`${c}-danger`)} onChange={(e) => edit((x) => void (x.questions[qi].critical![ci].danger[l] = e.target.value))} />
                </fieldset>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

/** Phrasing lines as saved: blank lines dropped. */
export function withoutBlankLines(lab: AuthoredLab): AuthoredLab {
  const clean = (p: Partial<Record<Language, string[]>>) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v.map((s) => s.trim()).filter(Boolean)]));
  return {
    ...lab,
    questions: lab.questions.map((q) => ({
      ...q,
      rubric: q.rubric.map((r) => ({ ...r, phrasings: clean(r.phrasings) })),
      ...(q.critical ? { critical: q.critical.map((c) => ({ ...c, phrasings: clean(c.phrasings) })) } : {}),
    })),
  };
}
