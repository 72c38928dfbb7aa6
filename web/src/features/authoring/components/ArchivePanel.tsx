import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { useSetArchived, type Draft } from '../api/authoring';
import { AUTHORING_NS } from '../locales';

/** Archive a lab (students no longer start it; their attempts and grades stay) or bring it back. */
export function ArchivePanel({ draft }: { draft: Draft }) {
  const { t } = useTranslation(AUTHORING_NS);
  const setArchived = useSetArchived(draft._id);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-xl border border-slate-300 bg-white p-4" data-testid="archive-panel">
      <h2 id={titleId} className="text-xl font-semibold">
        {draft.archived ? t('archive.archivedTitle') : t('archive.title')}
      </h2>
      <p className="text-slate-700">{draft.archived ? t('archive.archivedIntro') : t('archive.intro')}</p>
      <Button className="self-start" variant="secondary" disabled={setArchived.isPending} onClick={() => setArchived.mutate(!draft.archived)}>
        {draft.archived ? t('archive.restore') : t('archive.archive')}
      </Button>
      {setArchived.isError && (
        <p role="alert" className="font-medium text-red-700">
          {setArchived.error instanceof ApiError && setArchived.error.status < 500 ? setArchived.error.message : t('errors.failed')}
        </p>
      )}
    </section>
  );
}
