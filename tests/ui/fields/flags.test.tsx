// The phone picker's flag drawings (ui/fields/flags.tsx, issue 18 §1): every drawing renders as a decorative
// SVG with known colours and finite coordinates, and the SMS countries of the built-in map all have one.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_SMS_COUNTRIES } from '../../../rules';
import { drawFlag, FLAG_COUNTRIES } from '../../../ui/fields/flags';

describe('flag drawings', () => {
  it('draw every listed country as an aria-hidden 3:2 SVG with palette colours and numbers only', () => {
    expect(FLAG_COUNTRIES.length).toBeGreaterThan(200);
    for (const country of FLAG_COUNTRIES) {
      const { container, unmount } = render(<>{drawFlag(country)}</>);
      const svg = container.querySelector('svg');
      expect(svg, country).not.toBeNull();
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.getAttribute('viewBox')).toBe('0 0 30 20');
      for (const shape of container.querySelectorAll('rect, circle, polygon, line, path')) {
        const paint = shape.getAttribute('fill') ?? shape.getAttribute('stroke');
        expect(`${country} ${paint}`).toMatch(/^[A-Z]{2} #[0-9a-f]{6}$/);
        for (const { value } of shape.attributes) {
          expect(`${country} ${value}`).not.toMatch(/NaN|undefined/);
        }
      }
      unmount();
    }
  });

  it('cover the SMS countries of the built-in map; an unknown code draws nothing (the badge stays)', () => {
    for (const country of Object.values(FALLBACK_SMS_COUNTRIES).flat()) {
      expect(FLAG_COUNTRIES, country).toContain(country);
    }
    expect(drawFlag('ZZ')).toBeNull();
  });
});
