import type { ComponentType } from 'react';
import { SafeLink, type SafeLinkProps } from '../../primitives';
import { COMMON_PARTS, type CommonParts } from '../parts';

/** Parts of the post-auth screens: the common parts plus links (learn more, back to sign in). */
export interface PostAuthParts extends CommonParts {
  readonly Link: ComponentType<SafeLinkProps>;
}

export const POST_AUTH_PARTS: PostAuthParts = { ...COMMON_PARTS, Link: SafeLink };

export interface PostAuthScreenProps {
  /** @default true */
  readonly focusOnMount?: boolean | undefined;
  readonly components?: Partial<PostAuthParts> | undefined;
}
