import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '../locales';
import { AUTHORING_NS } from '../locales';

/** The professor navigation's tab to the lab editor, styled by the navigation. */
export function AuthoringNavLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const { t } = useTranslation(AUTHORING_NS);
  return (
    <NavLink to="/professor/labs" className={className}>
      {t('nav')}
    </NavLink>
  );
}
