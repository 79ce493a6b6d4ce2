import type { ComponentType } from 'react';
import {
  Fieldset,
  Radio,
  SafeLink,
  type FieldsetProps,
  type RadioProps,
  type SafeLinkProps,
} from '../../primitives';
import { COMMON_PARTS, type CommonParts } from '../parts';

/**
 * Parts of the post-auth screens: the common parts plus links (learn more, back to sign in) and the radio
 * group of the realm picker.
 */
export interface PostAuthParts extends CommonParts {
  readonly Link: ComponentType<SafeLinkProps>;
  readonly Fieldset: ComponentType<FieldsetProps>;
  readonly Radio: ComponentType<RadioProps>;
}

export const POST_AUTH_PARTS: PostAuthParts = { ...COMMON_PARTS, Link: SafeLink, Fieldset, Radio };

export interface PostAuthScreenProps {
  /** @default true */
  readonly focusOnMount?: boolean | undefined;
  readonly components?: Partial<PostAuthParts> | undefined;
}
