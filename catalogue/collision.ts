/**
 * Collision message tokens of seed 000 §8.2: what the user-id/email field says when the value is taken,
 * belongs to another account, differs from the account's email, or a better account was found.
 */
import type { CollisionMessageKey, CollisionToken } from './messages/keys';

export const COLLISION_TOKENS = [
  'username_taken',
  'userid_accountcollision',
  'already_user',
  'found_an_account',
  'different_email_as_user_id',
  'found_an_account_using',
] as const satisfies readonly CollisionToken[];

/** The kind of collision the field found. */
export type CollisionKind = 'usernameTaken' | 'emailCollision' | 'emailMismatch' | 'betterAccount';

/** A collision message: its token, key, the action it offers and the placeholders it needs. */
export interface CollisionMessage {
  token: CollisionToken;
  key: CollisionMessageKey;
  /** The action next to the message (seed 000 §8.2), as a message key; null for none. */
  actionKey: CollisionMessageKey | null;
  /** What the action does. 'clearField': choose a different id; 'dismiss': no thanks; 'sendUserId'. */
  action: 'clearField' | 'dismiss' | 'sendUserId' | null;
}

/**
 * The message of a collision (seed 000 §8.2).
 * - usernameTaken: `username_taken`, or `userid_accountcollision` in minimal mode; link "choose a different
 *   id" clears the field.
 * - emailCollision: `already_user` (or `found_an_account` with `variant: 'foundAccount'`); "no thanks" link.
 * - emailMismatch: `different_email_as_user_id`.
 * - betterAccount: `found_an_account_using` with a masked email (`{maskedEmail}`) and "send me the user id".
 */
export function collisionMessage(
  kind: CollisionKind,
  options: { minimal?: boolean; variant?: 'alreadyUser' | 'foundAccount' } = {},
): CollisionMessage {
  switch (kind) {
    case 'usernameTaken': {
      const token = options.minimal === true ? 'userid_accountcollision' : 'username_taken';
      return {
        token,
        key: `collision.${token}`,
        actionKey: 'collision.chooseDifferentId',
        action: 'clearField',
      };
    }
    case 'emailCollision': {
      const token = options.variant === 'foundAccount' ? 'found_an_account' : 'already_user';
      return { token, key: `collision.${token}`, actionKey: 'collision.noThanks', action: 'dismiss' };
    }
    case 'emailMismatch':
      return {
        token: 'different_email_as_user_id',
        key: 'collision.different_email_as_user_id',
        actionKey: null,
        action: null,
      };
    case 'betterAccount':
      return {
        token: 'found_an_account_using',
        key: 'collision.found_an_account_using',
        actionKey: 'collision.sendUserId',
        action: 'sendUserId',
      };
    default:
      return kind satisfies never;
  }
}
