/** Storage keys of a submission's files: made from its id and the probed container, never from client input. */
export const originalMediaKey = (submissionId: string, extension: string) => `submissions/${submissionId}/original.${extension}`;

export const playbackMediaKey = (submissionId: string, kind: 'audio' | 'video') =>
  `submissions/${submissionId}/playback.${kind === 'video' ? 'mp4' : 'm4a'}`;

export const playbackMimeType = (key: string) => (key.endsWith('.mp4') ? 'video/mp4' : 'audio/mp4');
