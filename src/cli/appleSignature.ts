import forge from 'node-forge';

/** The signer's certificate and key, and Apple's WWDR intermediate that Wallet checks it by. */
export interface SigningIdentity {
  certificate: forge.pki.Certificate;
  key: forge.pki.PrivateKey;
  wwdr: forge.pki.Certificate;
}

const binary = (bytes: Uint8Array) => forge.util.binary.raw.encode(bytes);
const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const isPem = (bytes: Uint8Array) =>
  new TextDecoder().decode(bytes.subarray(0, 200)).includes('-----BEGIN');

function certificateOf(bytes: Uint8Array): forge.pki.Certificate {
  return isPem(bytes)
    ? forge.pki.certificateFromPem(new TextDecoder().decode(bytes))
    : forge.pki.certificateFromAsn1(forge.asn1.fromDer(binary(bytes)));
}

/**
 * The identity from the user's files: a PEM certificate and key (the key may be encrypted with
 * the passphrase), or a `.p12` holding both; the WWDR certificate in PEM or DER.
 */
export function signingIdentity(
  files: { cert: Uint8Array; key?: Uint8Array; wwdr: Uint8Array },
  passphrase = '',
): SigningIdentity {
  const wwdr = certificateOf(files.wwdr);
  if (!isPem(files.cert) && !files.key) {
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(binary(files.cert)), passphrase);
    const certificate = p12.getBags({ bagType: forge.pki.oids.certBag! })[
      forge.pki.oids.certBag!
    ]?.[0]?.cert;
    const keyBag =
      p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[
        forge.pki.oids.pkcs8ShroudedKeyBag!
      ]?.[0] ?? p12.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!]?.[0];
    if (!certificate || !keyBag?.key)
      throw new Error('the .p12 file holds no certificate with its key');
    return { certificate, key: keyBag.key, wwdr };
  }
  if (!files.key) throw new Error('--cert in PEM needs --key');
  const pem = new TextDecoder().decode(files.key);
  const key = pem.includes('ENCRYPTED')
    ? forge.pki.decryptRsaPrivateKey(pem, passphrase)
    : forge.pki.privateKeyFromPem(pem);
  if (!key) throw new Error('the key could not be decrypted with that passphrase');
  return { certificate: certificateOf(files.cert), key, wwdr };
}

/** A detached PKCS#7 signature (DER) over `manifest.json`, with the signing time Wallet requires. */
export function signManifest(
  identity: SigningIdentity,
  manifest: Uint8Array,
  signingTime = new Date(),
): Uint8Array {
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(binary(manifest));
  p7.addCertificate(identity.certificate);
  p7.addCertificate(identity.wwdr);
  p7.addSigner({
    key: identity.key as forge.pki.rsa.PrivateKey,
    certificate: identity.certificate,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: signingTime as unknown as string },
    ],
  });
  p7.sign({ detached: true });
  return bytesOf(forge.asn1.toDer(p7.toAsn1()).getBytes());
}

const DIGESTS: Record<string, () => forge.md.MessageDigest> = {
  [forge.pki.oids.sha256!]: () => forge.md.sha256.create(),
  [forge.pki.oids.sha1!]: () => forge.md.sha1.create(),
};

/**
 * Whether a package's signature verifies: its signed attributes hold the manifest's digest, the
 * signer's key signed them, and the signer's certificate was issued by a certificate it carries
 * (Apple's WWDR). Whether that chain reaches Apple's root is Wallet's to judge.
 */
export function verifySignature(
  manifest: Uint8Array,
  signature: Uint8Array,
): { verifies: boolean; signer?: string; problem?: string } {
  try {
    const message = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer(binary(signature)),
    ) as forge.pkcs7.PkcsSignedData & {
      rawCapture: { signerInfos: forge.asn1.Asn1[] };
    };
    const info = message.rawCapture.signerInfos[0]?.value as forge.asn1.Asn1[] | undefined;
    if (!info) return { verifies: false, problem: 'it names no signer' };
    const digestOid = forge.asn1.derToOid(
      (info[2]!.value as forge.asn1.Asn1[])[0]!.value as string,
    );
    const attributes = info[3]!;
    const encrypted = info[5]!.value as string;
    const digest = DIGESTS[digestOid];
    if (!digest)
      return { verifies: false, problem: 'its digest is of a kind Wallet does not take' };
    const manifestDigest = digest().update(binary(manifest)).digest().bytes();
    const said = (attributes.value as forge.asn1.Asn1[])
      .map((a) => a.value as forge.asn1.Asn1[])
      .find((a) => forge.asn1.derToOid(a[0]!.value as string) === forge.pki.oids.messageDigest);
    const saidDigest = (said?.[1]?.value as forge.asn1.Asn1[] | undefined)?.[0]?.value;
    if (saidDigest !== manifestDigest)
      return { verifies: false, problem: 'manifest.json was changed after it was signed' };
    const signed = forge.asn1.create(
      forge.asn1.Class.UNIVERSAL,
      forge.asn1.Type.SET,
      true,
      attributes.value,
    );
    const signer = message.certificates.find((c) => !c.isIssuer(c)) ?? message.certificates[0];
    if (!signer) return { verifies: false, problem: 'it carries no certificate' };
    const attributesDigest = digest().update(forge.asn1.toDer(signed).getBytes()).digest().bytes();
    if (!(signer.publicKey as forge.pki.rsa.PublicKey).verify(attributesDigest, encrypted))
      return { verifies: false, problem: 'the signature does not match the signer’s key' };
    const issuer = message.certificates.find((c) => c !== signer && c.issued(signer));
    const common = (signer.subject.getField('CN') as { value?: unknown } | null)?.value;
    const name = typeof common === 'string' ? common : 'unnamed';
    if (!issuer || !issuer.verify(signer))
      return {
        verifies: false,
        signer: name,
        problem:
          'the signer’s certificate was not issued by a certificate it carries (Apple’s WWDR)',
      };
    return { verifies: true, signer: name };
  } catch (error) {
    return {
      verifies: false,
      problem: `it is not a readable PKCS#7 signature (${(error as Error).message})`,
    };
  }
}
