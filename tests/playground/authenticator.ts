/**
 * A software WebAuthn authenticator for Node tests: ES256 key pair from WebCrypto, "none" attestation,
 * CBOR and DER encoded by hand (small subset), producing the WebAuthn Level 3 JSON a browser would send.
 */

type Cbor = number | string | Uint8Array | { readonly map: ReadonlyArray<readonly [Cbor, Cbor]> };

function head(major: number, value: number): number[] {
  if (value < 24) {
    return [(major << 5) | value];
  }
  if (value < 256) {
    return [(major << 5) | 24, value];
  }
  return [(major << 5) | 25, value >> 8, value & 0xff];
}

function cbor(value: Cbor): number[] {
  if (typeof value === 'number') {
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return [...head(3, bytes.length), ...bytes];
  }
  if (value instanceof Uint8Array) {
    return [...head(2, value.length), ...value];
  }
  return [...head(5, value.map.length), ...value.map.flatMap(([k, v]) => [...cbor(k), ...cbor(v)])];
}

const b64u = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = async (bytes: Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));

/** Raw r||s (WebCrypto) to the DER ECDSA-Sig-Value WebAuthn expects. */
function derSignature(raw: Uint8Array): Uint8Array {
  const int = (bytes: Uint8Array): number[] => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) {
      i += 1;
    }
    const trimmed = [...bytes.slice(i)];
    return (trimmed[0] ?? 0) & 0x80 ? [0, ...trimmed] : trimmed;
  };
  const r = int(raw.slice(0, 32));
  const s = int(raw.slice(32));
  const body = [0x02, r.length, ...r, 0x02, s.length, ...s];
  return new Uint8Array([0x30, body.length, ...body]);
}

export interface SoftAuthenticator {
  readonly credentialId: string;
  register(
    options: { challenge: string; rp: { id?: string } },
    origin: string,
  ): Promise<Record<string, unknown>>;
  assert(options: { challenge: string; rpId?: string }, origin: string): Promise<Record<string, unknown>>;
}

export async function createAuthenticator(): Promise<SoftAuthenticator> {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const rawPublic = new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey));
  const credId = crypto.getRandomValues(new Uint8Array(16));
  let counter = 0;
  const clientData = (type: string, challenge: string, origin: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const counterBytes = () => [
    (counter >>> 24) & 0xff,
    (counter >>> 16) & 0xff,
    (counter >>> 8) & 0xff,
    counter & 0xff,
  ];
  return {
    credentialId: b64u(credId),
    async register(options, origin) {
      const rpIdHash = await sha256(new TextEncoder().encode(options.rp.id ?? new URL(origin).hostname));
      const cose = cbor({
        map: [
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, rawPublic.slice(1, 33)],
          [-3, rawPublic.slice(33, 65)],
        ],
      });
      counter += 1;
      const authData = new Uint8Array([
        ...rpIdHash,
        0x45,
        ...counterBytes(),
        ...new Uint8Array(16),
        0,
        credId.length,
        ...credId,
        ...cose,
      ]);
      const attestationObject = new Uint8Array(
        cbor({
          map: [
            ['fmt', 'none'],
            ['attStmt', { map: [] }],
            ['authData', authData],
          ],
        }),
      );
      return {
        id: b64u(credId),
        rawId: b64u(credId),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64u(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    async assert(options, origin) {
      const rpIdHash = await sha256(new TextEncoder().encode(options.rpId ?? new URL(origin).hostname));
      counter += 1;
      const authData = new Uint8Array([...rpIdHash, 0x05, ...counterBytes()]);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signed = new Uint8Array([...authData, ...(await sha256(client))]);
      const raw = new Uint8Array(
        await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed),
      );
      return {
        id: b64u(credId),
        rawId: b64u(credId),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(client),
          authenticatorData: b64u(authData),
          signature: b64u(derSignature(raw)),
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}
