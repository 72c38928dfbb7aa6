import { ApiError, sessionHeaders } from './api';

/** The file name a response's Content-Disposition gives (`attachment; filename="x.zip"`), if any. */
export function attachmentName(res: Response): string | undefined {
  const match = /filename="([^"/\\]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return match?.[1];
}

/**
 * Downloads a file of the API with the session's token and saves it under the given name, or
 * the name the response chooses (`fileName` a function: the answer's type may vary, as a lab's export does).
 */
export async function saveApiFile(path: string, fileName: string | ((res: Response) => string)): Promise<void> {
  const res = await fetch(path, { headers: sessionHeaders() });
  if (!res.ok) throw new ApiError(res.status, `http.${res.status}`, res.statusText);
  const name = typeof fileName === 'function' ? fileName(res) : fileName;
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser; free it once that is done.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
