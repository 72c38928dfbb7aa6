import { createRemoteJWKSet } from 'jose';

type RemoteKeys = ReturnType<typeof createRemoteJWKSet>;

/** Each platform's JWKS, fetched on demand and cached by jose (refetched when an unknown kid appears, at most every 30 s). */
export class PlatformKeys {
  private readonly sets = new Map<string, RemoteKeys>();

  for(jwksUrl: string): RemoteKeys {
    let set = this.sets.get(jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000, cooldownDuration: 30_000 });
      this.sets.set(jwksUrl, set);
    }
    return set;
  }
}
