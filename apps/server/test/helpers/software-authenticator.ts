import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A passkey authenticator in software, for tests: it answers a registration's and a sign-in's
 * options the way a platform authenticator does (ES256 key, "none" attestation, user present and
 * verified), so the server's checks run on real signatures. Each answer is built from the
 * options the server sent; `tamper` lets a test break one part.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32).toString('base64url');
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;
  /** The user handle the registration stored, returned on sign-in as a resident key does. */
  private userHandle: string | null = null;

  constructor(
    readonly origin: string,
    /** Whether the authenticator keeps a counter (many synced passkeys keep none: always 0). */
    private readonly counts = true,
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  private authenticatorData(rpId: string, attested: boolean): Buffer {
    if (this.counts) this.counter += 1;
    const flags = 0x01 | 0x04 | 0x08 | 0x10 | (attested ? 0x40 : 0); // UP, UV, backup eligible, backed up, AT
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts = [createHash('sha256').update(rpId).digest(), Buffer.from([flags]), count];
    if (attested) {
      const id = Buffer.from(this.credentialId, 'base64url');
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      parts.push(Buffer.alloc(16), length, id, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The browser's answer to `navigator.credentials.create(options)`. */
  register(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    tamper: { origin?: string; challenge?: string } = {},
  ) {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', tamper.challenge ?? options.challenge, tamper.origin);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', this.authenticatorData(options.rp.id ?? new URL(this.origin).hostname, true)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        attestationObject: Buffer.from(attestationObject).toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The browser's answer to `navigator.credentials.get(options)`. */
  signIn(options: { challenge: string; rpId?: string }, tamper: { origin?: string; counter?: number } = {}) {
    if (tamper.counter !== undefined) this.counter = tamper.counter - 1;
    const authenticatorData = this.authenticatorData(options.rpId ?? new URL(this.origin).hostname, false);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tamper.origin);
    const signer = createSign('sha256');
    signer.update(Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]));
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientDataJSON.toString('base64url'),
        authenticatorData: authenticatorData.toString('base64url'),
        signature: signer.sign(this.privateKey).toString('base64url'),
        userHandle: this.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
