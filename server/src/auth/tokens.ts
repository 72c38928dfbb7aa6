import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors } from 'jose';

/** The claims a token carries; the server re-reads the user on each request, the web reads the flags. */
export interface TokenClaims {
  sub: string;
  username: string;
  isAdmin: boolean;
  isProfessor: boolean;
  /** The user's token version when issued: a password change bumps it, revoking older tokens. */
  ver: number;
}

/** A verified token: its claims, its id (for sign-out) and when it expires. */
export interface VerifiedToken extends TokenClaims {
  jti: string;
  expiresAt: Date;
}

const ISSUER = 'nurselab';

/** Signed (HS256), expiring tokens, each with its own id so one can be revoked. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly ttlSeconds: number) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    const { sub, ...rest } = claims;
    return new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setJti(randomUUID())
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Throws TokenError('expired' | 'invalid') for anything but a valid, unexpired token of ours. */
  async verify(token: string): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') throw new TokenError('invalid');
      return {
        sub: payload.sub,
        username: String(payload.username),
        isAdmin: payload.isAdmin === true,
        isProfessor: payload.isProfessor === true,
        ver: typeof payload.ver === 'number' ? payload.ver : 0,
        jti: payload.jti,
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (err) {
      if (err instanceof TokenError) throw err;
      throw new TokenError(err instanceof errors.JWTExpired ? 'expired' : 'invalid');
    }
  }
}

export class TokenError extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(reason);
  }
}
