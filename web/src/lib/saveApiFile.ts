import { ApiError, sessionHeaders } from './api';

/** Downloads a file of the API with the session's token and saves it under the given name. */
export async function saveApiFile(path: string, fileName: string): Promise<void> {
  const res = await fetch(path, { headers: sessionHeaders() });
  if (!res.ok) throw new ApiError(res.status, `http.${res.status}`, res.statusText);
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser; free it once that is done.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
