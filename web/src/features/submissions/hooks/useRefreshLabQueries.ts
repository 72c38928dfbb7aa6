import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { submissionKeys } from '../api';

/** After a submission, attempts left, lab status and history changed: everything but the live submission refetches. */
export function useRefreshLabQueries() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ predicate: (q) => !(q.queryKey[0] === submissionKeys.all[0] && q.queryKey[1] === 'one') });
  }, [queryClient]);
}
