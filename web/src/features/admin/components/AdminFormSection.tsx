import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';

export interface FormResult {
  tone: 'success' | 'error';
  text: string;
}

/** A titled admin form with the dismissible result of its last submission. */
export function AdminFormSection(props: { id: string; title: string; onSubmit: FormEventHandler; result: FormResult | null; onCloseResult: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={props.id} className="rounded-xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id={props.id} className="mb-4 text-xl font-semibold">
        {props.title}
      </h2>
      <form onSubmit={props.onSubmit} noValidate className="flex flex-col gap-4">
        {props.result && (
          <Alert tone={props.result.tone} onClose={props.onCloseResult} closeLabel={t('common.close')}>
            {props.result.text}
          </Alert>
        )}
        {props.children}
      </form>
    </section>
  );
}
