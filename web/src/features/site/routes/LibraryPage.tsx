import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/Loading';
import { useDocumentMeta } from '../../../lib/documentMeta';
import { useLibrary } from '../api';
import { ArticleCard } from '../components/ArticleCard';
import { LoadFailed } from '../components/LoadFailed';
import { PageHeading } from '../components/PageHeading';
import { SITE_NS } from '../locales';

/** /library: "{product} Library" with six article cards. */
export function LibraryPage() {
  const { t } = useTranslation(SITE_NS);
  useDocumentMeta({ title: t('meta.library.title'), description: t('meta.library.description') });
  const library = useLibrary();
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t('library.title')}>{t('library.intro')}</PageHeading>
      {library.isPending && <Loading />}
      {library.isError && <LoadFailed onRetry={() => void library.refetch()} />}
      {library.data && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {library.data.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
      )}
    </div>
  );
}
