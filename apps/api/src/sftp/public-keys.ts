/**
 * The public keys accounts log in with (issue 17: RSA and Ed25519, several per account). A key arrives as a line
 * of an `authorized_keys` or `.pub` file; it is parsed by ssh2, checked (type, RSA length, not a private key) and
 * kept in SSH wire form with its SHA-256 fingerprint, the form `ssh-keygen -l` and ssh clients print.
 */
import { createHash, createPublicKey } from 'node:crypto';
import { MAX_SFTP_KEY_NAME_LENGTH, MIN_RSA_KEY_BITS, SFTP_KEY_TYPES, type SftpKeyType } from '@moodwire/domain';
import ssh2, { type ParsedKey } from 'ssh2';

// ssh2 is CommonJS: its values come from the default export under ESM.
const { utils } = ssh2;

export interface PublicKeyOfAccount {
  algorithm: SftpKeyType;
  fingerprint: string;
  /** SSH wire form, base64. */
  publicKey: string;
  /** The key line's comment (often user@host), cut to a label's length. */
  comment: string;
}

/** Why a pasted key is refused: said to the account owner as the 400's message. */
export class PublicKeyError extends Error {
  override name = 'PublicKeyError';
}

/** `SHA256:` and the unpadded base64 of the SHA-256 of the key's wire form. */
export function fingerprintOf(wireKey: Buffer): string {
  return `SHA256:${createHash('sha256').update(wireKey).digest('base64').replace(/=+$/, '')}`;
}

function isKeyType(type: string): type is SftpKeyType {
  return (SFTP_KEY_TYPES as readonly string[]).includes(type);
}

/** Parses one public key line (`ssh-ed25519 AAAA... comment`), or throws a PublicKeyError saying what is wrong. */
export function parsePublicKey(text: string): PublicKeyOfAccount {
  const line = text.trim();
  if (/PRIVATE KEY/.test(line)) {
    throw new PublicKeyError(
      'This is a private key: keep it on your machine and paste the public key (the .pub file) instead.',
    );
  }
  if (line.includes('\n')) throw new PublicKeyError('Paste one key: a single line such as "ssh-ed25519 AAAA... name".');
  const parsed = utils.parseKey(line);
  if (parsed instanceof Error || Array.isArray(parsed)) {
    throw new PublicKeyError(
      'This is not an OpenSSH public key: paste the line of the .pub file ("ssh-ed25519 AAAA...").',
    );
  }
  const key = parsed as ParsedKey;
  if (key.isPrivateKey()) {
    throw new PublicKeyError(
      'This is a private key: keep it on your machine and paste the public key (the .pub file) instead.',
    );
  }
  if (!isKeyType(key.type)) {
    throw new PublicKeyError(`Keys of type ${key.type} are not accepted: use ${SFTP_KEY_TYPES.join(' or ')}.`);
  }
  if (key.type === 'ssh-rsa') {
    const bits = createPublicKey(key.getPublicPEM()).asymmetricKeyDetails?.modulusLength ?? 0;
    if (bits < MIN_RSA_KEY_BITS) {
      throw new PublicKeyError(`This RSA key has ${bits} bits: RSA keys need at least ${MIN_RSA_KEY_BITS}.`);
    }
  }
  const wire = key.getPublicSSH();
  return {
    algorithm: key.type,
    fingerprint: fingerprintOf(wire),
    publicKey: wire.toString('base64'),
    comment: key.comment.slice(0, MAX_SFTP_KEY_NAME_LENGTH),
  };
}

/** A stored key, parsed for verifying a login's signature. */
export function parseStoredKey(algorithm: string, publicKey: string): ParsedKey | null {
  const parsed = utils.parseKey(`${algorithm} ${publicKey}`);
  return parsed instanceof Error || Array.isArray(parsed) ? null : (parsed as ParsedKey);
}
