// WCAG 2.2 AA colour contrast of every page theme (seed 000 §3.4) in light and dark, computed from the token
// values in ui/theme/tokens.css as shipped: text >= 4.5:1 (1.4.3), borders and focus ring >= 3:1 (1.4.11).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IDENTITY_THEMES, withProductName } from '../../offerings';
import { pageThemes } from '../../ui/theme';

const css = readFileSync(new URL('../../ui/theme/tokens.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

interface Block {
  selectors: string[];
  declarations: Map<string, string>;
  inDarkMedia: boolean;
}

function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const darkMediaStart = source.indexOf('@media (prefers-color-scheme: dark)');
  for (const match of source.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const declaration of (match[2] ?? '').split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) {
        declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
      }
    }
    const selectors = (match[1] ?? '').split(',').map((selector) => selector.trim());
    const index = match.index;
    const inDarkMedia =
      darkMediaStart >= 0 &&
      index > darkMediaStart &&
      index < source.indexOf('}', source.indexOf('}', darkMediaStart) + 1);
    blocks.push({ selectors, declarations, inDarkMedia });
  }
  return blocks;
}

const blocks = parseBlocks(css);

function selectorMatches(selector: string, theme: string): boolean {
  const exact = /^\.ik-root\[data-theme='([^']+)'\]$/.exec(selector);
  if (exact !== null) {
    return exact[1] === theme;
  }
  const suffix = /^\.ik-root\[data-theme\$='([^']+)'\]$/.exec(selector);
  if (suffix !== null) {
    return theme.endsWith(suffix[1] ?? '\u0000');
  }
  return false;
}

function identitySelectorMatches(selector: string, theme: string): boolean {
  const exact = /^\.ik-root\[data-ids-theme='([^']+)'\]$/.exec(selector);
  if (exact !== null) {
    return exact[1] === theme;
  }
  const suffix = /^\.ik-root\[data-ids-theme\$='([^']+)'\]$/.exec(selector);
  return suffix !== null && theme.endsWith(suffix[1] ?? '\u0000');
}

/**
 * Token values of `theme` for one scheme: the default block, then the theme's own block on top, then the
 * identity theme's (it comes later in the file, so it wins on the root where both attributes sit).
 */
function tokensOf(theme: string, scheme: 'light' | 'dark', identity?: string): Map<string, string> {
  const result = new Map<string, string>();
  const apply = (block: Block): void => {
    for (const [name, value] of block.declarations) {
      const token = new RegExp(`^--ik-(.+)-${scheme}$`).exec(name);
      if (token?.[1] !== undefined) {
        result.set(token[1], value);
      }
    }
  };
  for (const block of blocks) {
    if (block.selectors.includes('.ik-root') && block.selectors.includes(".ik-root[data-theme='default']")) {
      apply(block);
    }
  }
  for (const block of blocks) {
    if (block.selectors.some((selector) => selectorMatches(selector, theme))) {
      apply(block);
    }
  }
  for (const block of blocks) {
    if (identity !== undefined && block.selectors.some((s) => identitySelectorMatches(s, identity))) {
      apply(block);
    }
  }
  return result;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (match?.[1] === undefined) {
    throw new Error(`not a #rrggbb colour: ${hex}`);
  }
  const digits = match[1];
  const [r, g, b] = [0, 2, 4].map((offset) => {
    const channel = Number.parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT_PAIRS: ReadonlyArray<[string, string]> = [
  ['fg', 'canvas'],
  ['fg', 'surface'],
  ['fg-muted', 'canvas'],
  ['fg-muted', 'surface'],
  ['link', 'canvas'],
  ['link', 'surface'],
  ['danger', 'canvas'],
  ['danger', 'surface'],
  ['on-primary', 'primary'],
  ['on-danger-surface', 'danger-surface'],
  ['on-success-surface', 'success-surface'],
  ['on-info-surface', 'info-surface'],
  ['on-warning-surface', 'warning-surface'],
  // Tooltip: canvas-coloured text on an fg-coloured bubble.
  ['canvas', 'fg'],
];
const NON_TEXT_PAIRS: ReadonlyArray<[string, string]> = [
  ['border', 'canvas'],
  ['border', 'surface'],
  ['focus', 'canvas'],
  ['focus', 'surface'],
  ['primary', 'canvas'],
  ['primary', 'surface'],
  ['danger', 'surface'],
];

const themes = pageThemes('acme');
const cases = themes.flatMap((theme) => (['light', 'dark'] as const).map((scheme) => ({ theme, scheme })));

describe('theme tokens', () => {
  it('has one selector for each of the eleven page themes', () => {
    expect(themes).toHaveLength(11);
    for (const theme of themes) {
      const own = blocks.filter((block) =>
        block.selectors.some((selector) => selectorMatches(selector, theme)),
      );
      expect(own, theme).toHaveLength(1);
    }
  });

  it('matches {product} themes for any product name', () => {
    expect(tokensOf('globex-ecosystem', 'light').get('primary')).toBe(
      tokensOf('acme-ecosystem', 'light').get('primary'),
    );
    expect(tokensOf('globex-ecosystem-light', 'light').get('canvas')).toBe('#ffffff');
    expect(tokensOf('acme-ecosystem', 'light').get('canvas')).not.toBe('#ffffff');
  });

  it('maps every token in the light block and both dark blocks', () => {
    const mapping = (block: Block, scheme: string): string[] =>
      [...block.declarations]
        .filter(([name]) => name.startsWith('--ik-color-'))
        .map(([name, value]) => {
          expect(value).toBe(`var(--ik-${name.slice('--ik-color-'.length)}-${scheme})`);
          return name;
        })
        .sort();
    const light = blocks.find(
      (block) =>
        block.selectors.length === 1 &&
        block.selectors[0] === '.ik-root' &&
        block.declarations.has('--ik-color-fg'),
    );
    const media = blocks.find((block) => block.inDarkMedia);
    const forced = blocks.find((block) => block.selectors[0] === ".ik-root[data-color-scheme='dark']");
    expect(light && media && forced).toBeTruthy();
    if (light === undefined || media === undefined || forced === undefined) {
      return;
    }
    expect(media.selectors).toEqual([".ik-root:not([data-color-scheme='light'])"]);
    const names = mapping(light, 'light');
    expect(names.length).toBeGreaterThanOrEqual(18);
    expect(mapping(media, 'dark')).toEqual(names);
    expect(mapping(forced, 'dark')).toEqual(names);
    const defaults = tokensOf('default', 'light');
    const defaultsDark = tokensOf('default', 'dark');
    for (const name of names) {
      const token = name.slice('--ik-color-'.length);
      expect(defaults.get(token), token).toMatch(/^#[0-9a-f]{6}$/i);
      expect(defaultsDark.get(token), token).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it.each(cases)('$theme ($scheme): text contrast >= 4.5:1', ({ theme, scheme }) => {
    const tokens = tokensOf(theme, scheme);
    for (const [text, background] of TEXT_PAIRS) {
      const ratio = contrast(tokens.get(text) ?? '', tokens.get(background) ?? '');
      expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(cases)('$theme ($scheme): borders and focus ring >= 3:1', ({ theme, scheme }) => {
    const tokens = tokensOf(theme, scheme);
    for (const [part, background] of NON_TEXT_PAIRS) {
      const ratio = contrast(tokens.get(part) ?? '', tokens.get(background) ?? '');
      expect(ratio, `${part} against ${background}`).toBeGreaterThanOrEqual(3);
    }
  });

  // Identity themes (seed 000 §3.4) over every page theme: their own surface, type, radius and accent.
  const identities = IDENTITY_THEMES.map((theme) => withProductName(theme));
  const combos = identities.flatMap((identity) =>
    themes.flatMap((theme) => (['light', 'dark'] as const).map((scheme) => ({ identity, theme, scheme }))),
  );

  it('has one selector for each identity theme but {product}, which keeps the page theme', () => {
    const own = (identity: string): Block[] =>
      blocks.filter((block) => block.selectors.some((s) => identitySelectorMatches(s, identity)));
    expect(identities).toHaveLength(12);
    expect(own(identities[0] ?? '')).toHaveLength(0);
    for (const identity of identities.slice(1)) {
      const [block, ...more] = own(identity);
      expect(more, identity).toHaveLength(0);
      // More than the accent: surface, radius and (for most) type.
      for (const token of [
        '--ik-surface-light',
        '--ik-surface-dark',
        '--ik-radius-card',
        '--ik-radius-button',
      ]) {
        expect(block?.declarations.has(token), `${identity} ${token}`).toBe(true);
      }
    }
  });

  it.each(combos)('identity $identity on $theme ($scheme): AA text and non-text contrast', (combo) => {
    const tokens = tokensOf(combo.theme, combo.scheme, combo.identity);
    for (const [text, background] of TEXT_PAIRS) {
      const ratio = contrast(tokens.get(text) ?? '', tokens.get(background) ?? '');
      expect(ratio, `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const [part, background] of NON_TEXT_PAIRS) {
      const ratio = contrast(tokens.get(part) ?? '', tokens.get(background) ?? '');
      expect(ratio, `${part} against ${background}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('computes contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
  });
});
