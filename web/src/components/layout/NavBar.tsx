import * as Dialog from '@radix-ui/react-dialog';
import { homePathFor } from '@nurselab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../features/auth';
import { NotificationBell } from '../../features/notifications';
import { useSession } from '../../lib/session';
import { buttonClass } from '../ui/Button';
import { LanguageSwitcher } from './LanguageSwitcher';

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const logout = async () => {
    await signOut();
    onNavigate?.();
    navigate('/signin');
  };
  return (
    <>
      <Link to="/contact" onClick={onNavigate} className="rounded px-2 py-2 font-medium hover:underline">
        {t('nav.contact')}
      </Link>
      <LanguageSwitcher />
      {session ? (
        <>
          <NotificationBell onNavigate={onNavigate} />
          <Link to={homePathFor(session.user)} onClick={onNavigate} className="rounded px-2 py-2 font-medium hover:underline">
            {t('nav.hello', { firstName: session.user.firstName, lastName: session.user.lastName })}
          </Link>
          <Link to="/account/password" onClick={onNavigate} className="rounded px-2 py-2 font-medium hover:underline">
            {t('account.menu')}
          </Link>
          <button type="button" onClick={logout} className={buttonClass('danger')}>
            {t('nav.logout')}
          </button>
        </>
      ) : (
        <>
          <Link to="/signin" onClick={onNavigate} className={buttonClass('secondary')}>
            {t('nav.login')}
          </Link>
          <Link to="/signup" onClick={onNavigate} className={buttonClass('primary')}>
            {t('nav.signup')}
          </Link>
        </>
      )}
    </>
  );
}

/** Logo, contact, language, greeting and logout; a full-screen menu on small screens. */
export function NavBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav aria-label={t('nav.main')} className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-xl font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {t('common.appName')}
        </Link>
        <div className="hidden items-center gap-3 md:flex">
          <NavItems />
        </div>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger className="rounded-lg p-2 md:hidden" aria-label={t('nav.openMenu')}>
            <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Content className="fixed inset-0 z-50 flex flex-col gap-4 bg-white p-6" aria-describedby={undefined}>
              <div className="flex items-center justify-between">
                <Dialog.Title className="text-xl font-bold text-brand-800">{t('common.appName')}</Dialog.Title>
                <Dialog.Close className="rounded-lg p-2 text-2xl leading-none" aria-label={t('nav.closeMenu')}>
                  ×
                </Dialog.Close>
              </div>
              <div className="flex flex-col items-start gap-4 text-lg">
                <NavItems onNavigate={() => setOpen(false)} />
              </div>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </nav>
    </header>
  );
}
