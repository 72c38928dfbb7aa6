import { fetch, type Dispatcher } from 'undici';

/**
 * The size of each model file as the model host serves it (Content-Length of a HEAD request,
 * redirects followed, as Hugging Face sends them to its CDN). A model the host does not answer
 * for within the time is left out: its size then comes from the catalogue.
 */
export async function probeDownloadSizes(baseUrl: string, names: string[], dispatcher: Dispatcher, timeoutMs = 4_000): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  await Promise.all(
    names.map(async (name) => {
      try {
        const response = await fetch(`${baseUrl}/ggml-${name}.bin`, { method: 'HEAD', dispatcher, signal: AbortSignal.timeout(timeoutMs) });
        const length = Number(response.headers.get('content-length'));
        if (response.ok && Number.isSafeInteger(length) && length > 0) sizes.set(name, length);
      } catch {
        // unreachable or too slow: the catalogue's figure stands, labelled as such
      }
    }),
  );
  return sizes;
}
