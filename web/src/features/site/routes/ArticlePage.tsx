import { parseArticleId } from '@nurselab/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { KeepThaiWords } from '../../../components/ui/KeepThaiWords';
import { Loading } from '../../../components/ui/Loading';
import { ApiError } from '../../../lib/api';
import { useDocumentMeta } from '../../../lib/documentMeta';
import { formatDate } from '../../../lib/format';
import { useArticle } from '../api';
import { LoadFailed } from '../components/LoadFailed';
import { SITE_NS } from '../locales';

/** /library/{id}: Back, date, title, image and the article's (server-sanitised) HTML; "Blog post not found" otherwise. */
export function ArticlePage() {
  const { t, i18n } = useTranslation(SITE_NS);
  const navigate = useNavigate();
  const id = parseArticleId(useParams().id);
  const article = useArticle(id);
  const missing = id === undefined || (article.error instanceof ApiError && article.error.status === 404);
  useDocumentMeta(
    missing
      ? { title: t('meta.notFound.title'), description: t('meta.library.description') }
      : article.data
        ? { title: article.data.title, description: article.data.description, image: article.data.imageUrl, type: 'article' }
        : { title: t('meta.article.title'), description: t('meta.library.description') },
  );
  const back = (
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/library'))}
      className="self-start font-medium text-brand-800 underline underline-offset-2"
    >
      <span aria-hidden="true">← </span>
      {t('library.back')}
    </button>
  );

  if (missing) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-3xl font-bold">{t('library.notFound')}</h1>
        <p className="text-slate-700">{t('library.notFoundText')}</p>
        <Link to="/library" className="self-start font-medium text-brand-800 underline underline-offset-2">
          {t('library.toLibrary')}
        </Link>
      </div>
    );
  }
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5" lang={article.data?.language}>
      {back}
      {article.isPending && <Loading />}
      {article.isError && <LoadFailed onRetry={() => void article.refetch()} />}
      {article.data && (
        <>
          <header className="flex flex-col gap-2">
            <p className="text-sm font-medium text-slate-600">
              <time dateTime={article.data.date}>{formatDate(article.data.date, i18n.language)}</time>
              {' · '}
              {t('library.readingTime', { count: article.data.readingMinutes })}
            </p>
            <h1 className="text-3xl font-bold text-brand-800 sm:text-4xl"><KeepThaiWords>{article.data.title}</KeepThaiWords></h1>
          </header>
          <img src={article.data.imageUrl} alt={article.data.imageAlt} width={640} height={360} className="aspect-video w-full rounded-xl object-cover" />
          {/* The server rendered this from our own Markdown and sanitised it (server/src/site/libraryContent.ts). */}
          <div className="article-body" dangerouslySetInnerHTML={{ __html: article.data.html }} />
        </>
      )}
    </article>
  );
}
