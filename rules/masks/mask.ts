/** Masks for showing contact details without revealing them (seed 001 §5 "Masks"). */

/** Options of the masks. */
export interface MaskOptions {
  /** Character that replaces hidden characters. @default '*' */
  maskChar?: string | undefined;
}

const VISIBLE_PHONE_CHARACTERS = 4;
const WHITESPACE = /\s/gu;

function maskCharOf(options: MaskOptions | undefined): string {
  const c = options?.maskChar;
  return typeof c === 'string' && c.length > 0 ? c : '*';
}

/**
 * Phone mask (seed 001 §5): shows the last 4 characters and hides the rest, one mask character per hidden
 * character (spaces removed): `+1 212 555 0199` -> `********0199`. Four characters or fewer are fully
 * hidden, so a too-short value never shows in clear.
 */
export function maskPhone(phone: string, options?: MaskOptions): string {
  const text = typeof phone === 'string' ? phone.replace(WHITESPACE, '') : '';
  const mask = maskCharOf(options);
  const chars = Array.from(text);
  if (chars.length <= VISIBLE_PHONE_CHARACTERS) {
    return mask.repeat(chars.length);
  }
  const hidden = chars.length - VISIBLE_PHONE_CHARACTERS;
  return mask.repeat(hidden) + chars.slice(hidden).join('');
}

/**
 * Email mask (seed 001 §5): keeps the first and last characters of the local part and the whole domain:
 * `jane.doe@example.com` -> `j******e@example.com`. A one- or two-character local part keeps only its first
 * character. Text without '@' is masked as if it were all local part.
 */
export function maskEmail(email: string, options?: MaskOptions): string {
  const text = typeof email === 'string' ? email.trim() : '';
  const mask = maskCharOf(options);
  const at = text.lastIndexOf('@');
  const local = Array.from(at === -1 ? text : text.slice(0, at));
  const domain = at === -1 ? '' : text.slice(at);
  if (local.length === 0) {
    return domain;
  }
  if (local.length <= 2) {
    return `${local[0] ?? ''}${mask.repeat(local.length - 1)}${domain}`;
  }
  return `${local[0] ?? ''}${mask.repeat(local.length - 2)}${local[local.length - 1] ?? ''}${domain}`;
}
