// Mount points (seed 000 §2.1): every v4 element has an id, ids are unique, v2 and v3 widgets get ik-<name>.
import { describe, expect, test } from 'vitest';
import {
  SHIPPED_V4_WIDGETS,
  V2_WIDGETS,
  V3_WIDGETS,
  V4_MOUNT_POINTS,
  isWidgetName,
  mountPointId,
} from '../../embed';

describe('mount points', () => {
  test('the spec lists 20 v4 mount points, 15 v3 widgets and 29 v2 widget paths', () => {
    expect(Object.keys(V4_MOUNT_POINTS)).toHaveLength(20);
    expect(V3_WIDGETS).toHaveLength(15);
    expect(V2_WIDGETS).toHaveLength(29);
  });

  test('every widget has one element id, and no two widgets share one', () => {
    const ids = [...V2_WIDGETS, ...V3_WIDGETS].map((w) => mountPointId(w));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^ik-[a-z0-9-]+$/.test(id))).toBe(true);
    expect(mountPointId('sign-in')).toBe('ik-sign-in-widget');
    expect(mountPointId('account-manager')).toBe('ik-account-manager');
  });

  test('widget names are checked against the lists', () => {
    expect(isWidgetName('sign-in')).toBe(true);
    expect(isWidgetName('household-view')).toBe(true);
    expect(isWidgetName('constructor')).toBe(false);
    expect(isWidgetName(1)).toBe(false);
    expect(SHIPPED_V4_WIDGETS.every((w) => isWidgetName(w))).toBe(true);
  });
});
