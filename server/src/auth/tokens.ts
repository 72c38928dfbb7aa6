import { SignJWT, jwtVerify, errors } from 'jose';

/** The claims a token carries; the server re-reads the user on each request, the web reads the flags. */
export interface TokenClaims {
  sub: string;
  username: string;
  isAdmin: boolean;
  isProfessor: boolean;
}

const ISSUER = 'nurselab';

/** Signed (HS256), expiring tokens. */
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
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Throws TokenError('expired' | 'invalid') for anything but a valid, unexpired token of ours. */
  async verify(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string') throw new TokenError('invalid');
      return {
        sub: payload.sub,
        username: String(payload.username),
        isAdmin: payload.isAdmin === true,
        isProfessor: payload.isProfessor === true,
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
