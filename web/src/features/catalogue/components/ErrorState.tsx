import { homePathFor } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/Button';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export type ErrorKind = 'forbidden' | 'notFound' | 'failed';

/** 403: another course's labs; 404 (and a malformed id, 400): no such lab; anything else may pass on retry. */
export function errorKind(error: unknown): ErrorKind {
  if (error instanceof ApiError) {
    if (error.status === 403) return 'forbidden';
    if (error.status === 404 || error.status === 400) return 'notFound';
  }
  return 'failed';
}

/**
 * A failed load, explained: the refusal of another course's labs with a way to one's own
 * dashboard, "Lab not found", or a retry. `heading` is the level the title takes on the page
 * (the lab screen has no other h1 when its lab fails to load).
 */
export function ErrorState({
  error,
  onRetry,
  what,
  heading = 'p',
  backTo,
}: {
  error: unknown;
  onRetry: () => void;
  /** Which load failed: its "could not load" and "not found" texts. */
  what: 'labs' | 'lab';
  heading?: 'h1' | 'h2' | 'p';
  /** Where "not found" sends the user back to; their own home by default. */
  backTo?: string;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const home = session ? homePathFor(session.user) : '/';
  const kind = errorKind(error);
  const Title = heading;
  const title = kind === 'forbidden' ? t('catalogue.errors.forbiddenTitle') : kind === 'notFound' ? t(`catalogue.errors.notFound.${what}`) : t(`catalogue.errors.failedTitle.${what}`);
  const text = kind === 'forbidden' ? t('catalogue.errors.forbiddenText') : kind === 'notFound' ? t('catalogue.errors.notFoundText') : t('catalogue.errors.failedText');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
      <Title className={heading === 'h1' ? 'text-2xl font-bold' : 'text-lg font-bold'}>{title}</Title>
      <p><KeepThaiWords>{text}</KeepThaiWords></p>
      {kind === 'failed' ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('catalogue.errors.retry')}
        </Button>
      ) : (
        <Link to={kind === 'notFound' && backTo ? backTo : home} className={buttonClass('secondary')}>
          <KeepThaiWords>{kind === 'forbidden' ? t('catalogue.errors.myDashboard') : t('catalogue.backToDashboard')}</KeepThaiWords>
        </Link>
      )}
    </div>
  );
}
