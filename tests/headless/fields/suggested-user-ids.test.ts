// Suggested user ids (seed 001 §7.13.6): which of the service's suggestions a taken id offers.
import { describe, expect, it } from 'vitest';
import {
  MAX_SUGGESTED_USER_IDS,
  selectSuggestedUserIds,
} from '../../../headless/fields/collision/suggestions';

describe('selectSuggestedUserIds', () => {
  it('drops the taken id, repeats (any case), ids the user-id rule refuses and non-strings; keeps three', () => {
    expect(
      selectSuggestedUserIds(
        ['Bea.Old', ' bea.baker ', 'BEA.BAKER', 'ab', 'has space', 7, 'bea.b1', 'bea.b2', 'bea.b3'],
        'bea.old',
      ),
    ).toEqual(['bea.baker', 'bea.b1', 'bea.b2']);
    expect(MAX_SUGGESTED_USER_IDS).toBe(3);
  });

  it('an answer that is not a list offers nothing', () => {
    expect(selectSuggestedUserIds(undefined, 'bea.old')).toEqual([]);
    expect(selectSuggestedUserIds({ usernames: ['x1234'] }, 'bea.old')).toEqual([]);
  });
});
