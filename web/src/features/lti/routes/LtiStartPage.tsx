import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
import { setSession } from '../../../lib/session';
import { exchangeCode } from '../api/lti';
import '../locales';
import { LTI_NS } from '../locales';

function inFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** Can this page keep a session? Blocked third-party storage throws or drops the write. */
function storageWorks(): boolean {
  try {
    const key = 'nurselab.storage-check';
    localStorage.setItem(key, '1');
    const kept = localStorage.getItem(key) === '1';
    localStorage.removeItem(key);
    return kept;
  } catch {
    return false;
  }
}

/** After a launch: trades the one-time code (in the URL fragment) for a session, then opens the launched page. */
export function LtiStartPage() {
  const { t } = useTranslation(LTI_NS);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [newWindowCode, setNewWindowCode] = useState<string | null>(null);
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
    // Inside the LMS frame with storage blocked (third-party cookies off) the session could not be
    // kept: the code, still unused, goes to a new window instead, where it is traded once.
    if (inFrame() && !storageWorks()) {
      setNewWindowCode(code);
      return;
    }
    exchangeCode(code)
      .then(({ token, user, target }) => {
        setSession({ token, user });
        void navigate(target, { replace: true });
      })
      .catch((err: unknown) => setError(err instanceof ApiError && err.message ? err.message : t('start.failed')));
  }, [navigate, t]);

  if (newWindowCode) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-start gap-3 rounded-xl border border-slate-300 bg-white p-4">
        <h1 className="text-xl font-semibold">{t('start.newWindowTitle')}</h1>
        <p>{t('start.newWindowText')}</p>
        <a href={`/lti/start#code=${encodeURIComponent(newWindowCode)}`} target="_blank" rel="noopener" className={buttonClass('primary')}>
          {t('start.newWindowButton')}
        </a>
      </div>
    );
  }
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
