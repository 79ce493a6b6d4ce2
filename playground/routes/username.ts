import { USER_ID_MAX_LENGTH, USER_ID_MIN_LENGTH } from '../../rules/constants';

/** A user id the service accepts: 4 to 256 characters, no whitespace, none of < > " ' ; : , ( ) [ ] |. */
export function isCompliantUsername(username: string): boolean {
  const length = [...username].length;
  return length >= USER_ID_MIN_LENGTH && length <= USER_ID_MAX_LENGTH && !/[\s<>"';:,()[\]|]/u.test(username);
}
