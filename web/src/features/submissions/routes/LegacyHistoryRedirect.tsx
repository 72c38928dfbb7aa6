import { labHistoryPath, toSubject, type Subject } from '@nurselab/core';
import { Navigate, useParams } from 'react-router';

/** SPEC.md's history URLs (/student/lab/315/2/history, /surgical/3/history ...) lead to the canonical one. */
export function LegacyHistoryRedirect({ subject }: { subject?: Subject }) {
  const params = useParams();
  const resolved = subject ?? toSubject(params.subject ?? '');
  const labNumber = params.labNumber ?? '';
  const to = resolved && /^\d+$/.test(labNumber) ? labHistoryPath(resolved, Number(labNumber)) : `/student/labs/${encodeURIComponent(params.subject ?? '')}/${encodeURIComponent(labNumber)}/history`;
  return <Navigate to={to} replace />;
}
