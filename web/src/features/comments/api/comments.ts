import type { CommentEdit, CommentInput, CommentView } from '@nurselab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const commentsKey = (submissionId: string) => ['comments', submissionId] as const;
const base = (submissionId: string) => `/api/v1/submissions/${encodeURIComponent(submissionId)}/comments`;

/** The thread of an attempt; refreshed every 20 s and on focus, so a reply shows without a reload. */
export function useComments(submissionId: string) {
  return useQuery({
    queryKey: commentsKey(submissionId),
    queryFn: ({ signal }) => api<{ comments: CommentView[] }>(base(submissionId), { signal }).then((r) => r.comments),
    refetchInterval: 20_000,
  });
}

export function useCommentActions(submissionId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentsKey(submissionId) });
  const add = useMutation({ mutationFn: (input: CommentInput) => api<CommentView>(base(submissionId), { method: 'POST', body: input }), onSuccess: refresh });
  const edit = useMutation({
    mutationFn: ({ id, ...input }: CommentEdit & { id: string }) => api<CommentView>(`${base(submissionId)}/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => api<null>(`${base(submissionId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }), onSuccess: refresh });
  return { add, edit, remove };
}
