// Class and id lists of the primitives: empty and false entries leave no stray spaces or empty attributes.
import { describe, expect, it } from 'vitest';
import { cx, joinIds } from '../../ui/primitives/cx';

describe('cx and joinIds', () => {
  it('join the non-empty names in order, skipping false, null, undefined and empty strings', () => {
    expect(cx('ik-field', false, null, undefined, '', 'host-class')).toBe('ik-field host-class');
    expect(cx()).toBe('');
    expect(joinIds('a-hint', false, 'a-error', undefined)).toBe('a-hint a-error');
  });

  it('joinIds gives undefined when there is no id, so no empty aria-describedby renders', () => {
    expect(joinIds(false, '', undefined, null)).toBeUndefined();
  });
});
