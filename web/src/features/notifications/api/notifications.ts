import type { NotificationList, NotificationSettings } from '@nurselab/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { notificationKeys } from './unread';

export function useNotifications(userId: string) {
  return useQuery({
    queryKey: [...notificationKeys.all(userId), 'list'],
    queryFn: ({ signal }) => api<NotificationList>('/api/v1/notifications', { signal }),
  });
}

export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => api<{ unread: number }>('/api/v1/notifications/read', { method: 'POST', body: ids ? { ids } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(userId) }),
  });
}

type Settings = NotificationSettings & { emailAvailable: boolean };

export function useNotificationSettings(userId: string) {
  return useQuery({ queryKey: [...notificationKeys.all(userId), 'settings'], queryFn: ({ signal }) => api<Settings>('/api/v1/notifications/settings', { signal }) });
}

export function useSaveNotificationSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => api<Settings>('/api/v1/notifications/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => queryClient.setQueryData([...notificationKeys.all(userId), 'settings'], saved),
  });
}
