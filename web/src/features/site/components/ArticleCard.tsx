import type { LibraryArticleSummary } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { SITE_NS } from '../locales';

/** A library card: image, reading time, title and description, the whole card one link. */
export function ArticleCard({ article }: { article: LibraryArticleSummary }) {
  const { t } = useTranslation(SITE_NS);
  return (
    <li className="flex">
      <Link
        to={`/library/${article.id}`}
        className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
      >
        <img src={article.imageUrl} alt="" width={640} height={360} loading="lazy" className="aspect-video w-full object-cover" />
        <div className="flex flex-1 flex-col gap-2 p-5">
          <p className="text-sm font-medium text-slate-600">{t('library.readingTime', { count: article.readingMinutes })}</p>
          <h2 className="text-xl font-semibold text-brand-800"><KeepThaiWords>{article.title}</KeepThaiWords></h2>
          <p className="text-slate-700"><KeepThaiWords>{article.description}</KeepThaiWords></p>
        </div>
      </Link>
    </li>
  );
}
