import { useTranslation } from 'react-i18next';

/** Reason codes the student is told in plain words; anything else is said as "your lecturer grades it". */
const KNOWN = new Set(['danger', 'hearing', 'nearPassMark', 'unexplained', 'fewItems', 'language', 'judgesDisagree', 'judgeFailed', 'unverifiedDanger']);

/**
 * An answer the product did not release automatically: no score, no evidence, but that a lecturer
 * will grade it and why, one plain sentence per reason (never "failed", never the words quoted).
 */
export function WaitingForLecturer({ reasons, headingLevel = 4 }: { reasons: string[]; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation('submissions');
  const known = reasons.filter((code) => KNOWN.has(code));
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section aria-labelledby="waiting-lecturer-title" className="flex flex-col gap-2 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950" data-testid="waiting-for-lecturer">
      <Heading id="waiting-lecturer-title" className="font-semibold">
        {t('heldForLecturer.title')}
      </Heading>
      <p>{t('heldForLecturer.intro')}</p>
      {known.length > 0 && (
        <>
          <p className="font-medium">{t('heldForLecturer.why', { count: known.length })}</p>
          <ul className="flex list-disc flex-col gap-1 ps-5" data-testid="waiting-reasons">
            {known.map((code) => (
              <li key={code} data-reason={code}>
                {t(`heldForLecturer.reasons.${code}`)}
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="text-sm">{t('heldForLecturer.note')}</p>
    </section>
  );
}
