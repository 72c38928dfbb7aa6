import { randomUUID } from 'node:crypto';
import { exportJWK, exportPKCS8, generateKeyPair, importPKCS8, type JWK } from 'jose';
import type { LtiKeyRow } from '../db/schema/index.js';
import type { LtiRepository } from './repository.js';

export const TOOL_KEY_ALG = 'RS256';
/** How long a retired key stays in the JWKS, so tokens signed just before a rotation still verify. */
const RETIRED_KEY_GRACE_MS = 24 * 3600_000;

/** The tool's RSA keys, kept in the database (every process signs with the same key). */
export class ToolKeys {
  constructor(private readonly repository: LtiRepository) {}

  private async generate(): Promise<Pick<LtiKeyRow, 'kid' | 'privateKey' | 'publicJwk'>> {
    const { publicKey, privateKey } = await generateKeyPair(TOOL_KEY_ALG, { modulusLength: 2048, extractable: true });
    const kid = randomUUID();
    const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: TOOL_KEY_ALG, use: 'sig' };
    return { kid, privateKey: await exportPKCS8(privateKey), publicJwk };
  }

  /** The key that signs now, made on first use. */
  async signing(): Promise<{ kid: string; key: Awaited<ReturnType<typeof importPKCS8>> }> {
    const row = (await this.repository.signingKey()) ?? (await this.repository.addKey(await this.generate(), false));
    return { kid: row.kid, key: await importPKCS8(row.privateKey, TOOL_KEY_ALG) };
  }

  /** A new signing key; the old one stays published for a day. */
  async rotate(): Promise<string> {
    return (await this.repository.addKey(await this.generate(), true)).kid;
  }

  async jwks(now = new Date()): Promise<{ keys: JWK[] }> {
    let rows = await this.repository.publishedKeys(new Date(now.getTime() - RETIRED_KEY_GRACE_MS));
    if (rows.length === 0) {
      await this.signing();
      rows = await this.repository.publishedKeys(new Date(now.getTime() - RETIRED_KEY_GRACE_MS));
    }
    return { keys: rows.map((r) => r.publicJwk) };
  }
}
