/** The codes of the release decision stored in an evaluation (each once), whatever else it holds. */
export function releaseReasonCodes(evaluation: unknown): string[] {
  const reasons = (evaluation as { release?: { reasons?: unknown } } | null | undefined)?.release?.reasons;
  if (!Array.isArray(reasons)) return [];
  const codes = reasons.map((r) => (r && typeof r === 'object' ? (r as { code?: unknown }).code : undefined)).filter((c): c is string => typeof c === 'string');
  return [...new Set(codes)];
}
