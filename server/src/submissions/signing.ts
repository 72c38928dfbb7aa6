import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedPurpose = 'media' | 'events' | 'notifications';

/**
 * Short-lived URLs for clients that cannot send an Authorization header (<video>, EventSource):
 * HMAC-SHA256 over the purpose's fields and the expiry, with a key derived from the JWT secret.
 */
export class UrlSigner {
  private readonly keys: Record<SignedPurpose, Buffer>;

  constructor(secret: string) {
    const derive = (purpose: SignedPurpose) => createHmac('sha256', secret).update(`nurselab signed url: ${purpose}`).digest();
    this.keys = { media: derive('media'), events: derive('events'), notifications: derive('notifications') };
  }

  /** Expiry in Unix seconds, `ttlSeconds` from now. */
  static expiry(ttlSeconds: number, now = Date.now()): number {
    return Math.floor(now / 1000) + ttlSeconds;
  }

  sign(purpose: SignedPurpose, fields: string[], expires: number): string {
    return createHmac('sha256', this.keys[purpose]).update([...fields, String(expires)].join('\n')).digest('base64url');
  }

  verify(purpose: SignedPurpose, fields: string[], expires: number, signature: string, now = Date.now()): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(purpose, fields, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
