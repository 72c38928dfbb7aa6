/**
 * A minimal S3 REST server for tests, over a real socket: path-style PUT/GET (with Range)/HEAD/
 * DELETE of objects and the multipart-upload calls @aws-sdk/lib-storage makes. No auth checks.
 */
import { randomUUID, createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3StandIn {
  endpoint: string;
  objects: Map<string, Buffer>;
  /** "METHOD operation" of every request, e.g. "POST CreateMultipartUpload". */
  calls: string[];
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
const etag = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

export async function startS3StandIn(bucket: string): Promise<S3StandIn> {
  const objects = new Map<string, Buffer>();
  const multipart = new Map<string, Map<number, Buffer>>();
  const calls: string[] = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const piece of req) chunks.push(piece as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url!, 'http://s3');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const q = url.searchParams;
    const send = (status: number, headers: Record<string, string | number> = {}, payload: string | Buffer = '') => {
      res.writeHead(status, { 'content-length': Buffer.byteLength(payload), ...headers });
      res.end(payload);
    };
    const notFound = (code = 'NoSuchKey') => send(404, { 'content-type': 'application/xml' }, req.method === 'HEAD' ? '' : xml(`<Error><Code>${code}</Code><Message>not found</Message></Error>`));
    if (bucketName !== bucket) return notFound('NoSuchBucket');

    if (req.method === 'POST' && q.has('uploads')) {
      calls.push('POST CreateMultipartUpload');
      const uploadId = randomUUID();
      multipart.set(uploadId, new Map());
      return send(200, { 'content-type': 'application/xml' }, xml(`<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`));
    }
    if (req.method === 'PUT' && q.has('uploadId')) {
      calls.push('PUT UploadPart');
      const parts = multipart.get(q.get('uploadId')!);
      if (!parts) return notFound('NoSuchUpload');
      parts.set(Number(q.get('partNumber')), body);
      return send(200, { etag: etag(body) });
    }
    if (req.method === 'POST' && q.has('uploadId')) {
      calls.push('POST CompleteMultipartUpload');
      const parts = multipart.get(q.get('uploadId')!);
      if (!parts) return notFound('NoSuchUpload');
      const data = Buffer.concat([...parts.entries()].sort(([a], [b]) => a - b).map(([, part]) => part));
      objects.set(key, data);
      multipart.delete(q.get('uploadId')!);
      return send(200, { 'content-type': 'application/xml' }, xml(`<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etag(data)}</ETag></CompleteMultipartUploadResult>`));
    }
    if (req.method === 'DELETE' && q.has('uploadId')) {
      calls.push('DELETE AbortMultipartUpload');
      multipart.delete(q.get('uploadId')!);
      return send(204);
    }
    if (req.method === 'PUT') {
      calls.push('PUT PutObject');
      objects.set(key, body);
      return send(200, { etag: etag(body) });
    }
    const object = objects.get(key);
    if (req.method === 'DELETE') {
      calls.push('DELETE DeleteObject');
      objects.delete(key);
      return send(204);
    }
    if (req.method === 'HEAD') {
      calls.push('HEAD HeadObject');
      return object ? send(200, { 'content-length': object.length, etag: etag(object) }) : notFound();
    }
    if (req.method === 'GET') {
      calls.push('GET GetObject');
      if (!object) return notFound();
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      if (!range) return send(200, { etag: etag(object) }, object);
      const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.length - 1)];
      return send(206, { 'content-range': `bytes ${start}-${end}/${object.length}` }, object.subarray(start, end + 1));
    }
    send(405);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
