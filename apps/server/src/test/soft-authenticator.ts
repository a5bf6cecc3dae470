import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A passkey authenticator in software, for the server's tests (issue 45): it makes P-256
// credentials and answers WebAuthn ceremonies as a browser would hand them to the server
// ("none" attestation, signatures over authenticator data and the client data's hash). The
// browser journeys use Chromium's own virtual authenticator instead.

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Credential {
  id: Buffer;
  key: KeyObject;
  rpId: string;
  userHandle: string;
  count: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  /**
   * @param origin the page's origin the browser would report
   * @param userVerified whether the PIN or biometrics were given
   * @param counting whether the signature counter goes up (many platform passkeys keep 0)
   */
  constructor(
    readonly origin: string,
    private readonly settings: { userVerified?: boolean; counting?: boolean } = {},
  ) {}

  private flags(extra = 0) {
    return Buffer.from([UP | (this.settings.userVerified === false ? 0 : UV) | extra]);
  }

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create, as @simplewebauthn/browser hands back its answer. */
  create(options: CreationOptions, origin = this.origin) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const id = randomBytes(32);
    this.credentials.push({ id, key: privateKey, rpId, userHandle: options.user.id, count: 0 });
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      this.flags(AT),
      u32(0),
      Buffer.alloc(16),
      length,
      id,
      Buffer.from(cose),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64(attestation),
        transports: ['internal'],
      },
    };
  }

  /**
   * navigator.credentials.get: answers with the first of its credentials the options allow
   * (any, for a sign-in without a user name), or with `use` when named.
   */
  get(options: RequestOptions, settings: { use?: string; origin?: string } = {}) {
    const allowed = new Set((options.allowCredentials ?? []).map((c) => c.id));
    const credential = this.credentials.find((c) =>
      settings.use ? b64(c.id) === settings.use : allowed.size === 0 || allowed.has(b64(c.id)),
    );
    if (!credential) throw new Error('no passkey for these options');
    if (this.settings.counting !== false) credential.count += 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      this.flags(),
      u32(credential.count),
    ]);
    const clientData = this.clientData('webauthn.get', options.challenge, settings.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.key);
    return {
      id: b64(credential.id),
      rawId: b64(credential.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  /** Sets a credential's counter back, as a cloned authenticator's would be. */
  rewind(by: number) {
    for (const c of this.credentials) c.count = Math.max(0, c.count - by);
  }
}
