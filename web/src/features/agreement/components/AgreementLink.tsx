import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '../locales';
import { AGREEMENT_NS } from '../locales';

/** The professor navigation's tab to the agreement page, styled by the navigation. */
export function AgreementNavLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const { t } = useTranslation(AGREEMENT_NS);
  return (
    <NavLink to="/professor/agreement" className={className}>
      {t('nav')}
    </NavLink>
  );
}
