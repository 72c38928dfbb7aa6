import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
import { answerDeepLink, fetchDeepLinkChoices } from '../api/lti';
import '../locales';
import { LTI_NS } from '../locales';

/**
 * Deep linking: the lecturer ticks labs; the server signs the LtiDeepLinkingResponse and the
 * browser posts it to the LMS (a form, as the specification asks), which adds the activities.
 */
export function DeepLinkPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(LTI_NS);
  const choices = useQuery({ queryKey: ['lti', 'deep-link', id, i18n.language], queryFn: () => fetchDeepLinkChoices(id), retry: false });
  const [picked, setPicked] = useState<string[]>([]);
  const [answer, setAnswer] = useState<{ returnUrl: string; jwt: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const send = useMutation({
    mutationFn: () => answerDeepLink(id, picked),
    onSuccess: (result) => {
      setAnswer(result);
      // Rendered first, then posted: the form needs the answer in its fields.
      setTimeout(() => form.current?.submit(), 0);
    },
  });
  const toggle = (labId: string) => setPicked((now) => (now.includes(labId) ? now.filter((x) => x !== labId) : [...now, labId]));

  if (choices.isPending) return <Loading />;
  if (choices.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        {choices.error instanceof ApiError && choices.error.message ? choices.error.message : t('deepLink.loadFailed')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-3xl font-bold">{t('deepLink.title')}</h1>
      <p className="max-w-3xl text-slate-700">{t('deepLink.intro', { platform: choices.data.platform })}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('deepLink.labs')}</legend>
        {choices.data.labs.map((lab) => (
          <label key={lab.id} className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2">
            <input type="checkbox" className="h-5 w-5" checked={picked.includes(lab.id)} onChange={() => toggle(lab.id)} />
            <span>
              {t('deepLink.labNumber', { number: lab.labNumber })} · {lab.title}
            </span>
          </label>
        ))}
      </fieldset>
      {send.isError && (
        <p role="alert" className="text-red-800">
          {send.error instanceof ApiError && send.error.message ? send.error.message : t('deepLink.failed')}
        </p>
      )}
      <div>
        <Button disabled={picked.length === 0 || send.isPending || answer !== null} onClick={() => send.mutate()}>
          {t('deepLink.add', { count: picked.length })}
        </Button>
      </div>
      {answer && (
        <form ref={form} method="post" action={answer.returnUrl}>
          <input type="hidden" name="JWT" value={answer.jwt} />
          <p aria-live="polite">{t('deepLink.returning')}</p>
          <noscript>
            <button type="submit">{t('deepLink.returnButton')}</button>
          </noscript>
        </form>
      )}
    </div>
  );
}
