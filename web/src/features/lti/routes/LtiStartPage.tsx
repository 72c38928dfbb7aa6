import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
import { setSession } from '../../../lib/session';
import { exchangeCode } from '../api/lti';
import '../locales';
import { LTI_NS } from '../locales';

/** After a launch: trades the one-time code (in the URL fragment) for a session, then opens the launched page. */
export function LtiStartPage() {
  const { t } = useTranslation(LTI_NS);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(window.location.hash.slice(1)).get('code');
    if (!code) {
      setError(t('start.noCode'));
      return;
    }
    // The code is spent: drop it from the address bar and history.
    window.history.replaceState(null, '', window.location.pathname);
    exchangeCode(code)
      .then(({ token, user, target }) => {
        setSession({ token, user });
        void navigate(target, { replace: true });
      })
      .catch((err: unknown) => setError(err instanceof ApiError && err.message ? err.message : t('start.failed')));
  }, [navigate, t]);

  if (error) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
        <h1 className="text-xl font-semibold">{t('start.title')}</h1>
        <p className="mt-2">{error}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3" aria-live="polite">
      <Loading />
      <p>{t('start.signingIn')}</p>
    </div>
  );
}
