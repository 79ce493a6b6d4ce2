import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import {
  Button,
  Checkbox,
  Divider,
  Popover,
  PopoverClose,
  PopoverContent,
  PopoverTrigger,
  Root,
  Tooltip,
  directionOf,
  pageThemes,
  resolvePageTheme,
  toResolvedPageTheme,
} from '../../ui';

describe('Root', () => {
  it('scopes the kit and sets theme, scheme, language and direction', () => {
    render(
      <Root
        theme="{product}-ecosystem"
        product="globex"
        colorScheme="dark"
        lang="he-IL"
        className="p-4"
        data-testid="root"
      >
        <p>Shalom</p>
      </Root>,
    );
    const root = screen.getByTestId('root');
    expect(root).toHaveClass('ik-root', 'p-4');
    expect(root).toHaveAttribute('data-theme', 'globex-ecosystem');
    expect(root).toHaveAttribute('data-color-scheme', 'dark');
    expect(root).toHaveAttribute('lang', 'he-IL');
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('defaults to the default theme, the system scheme and left to right', () => {
    render(<Root data-testid="root" />);
    const root = screen.getByTestId('root');
    expect(root).toHaveAttribute('data-theme', 'default');
    expect(root).not.toHaveAttribute('data-color-scheme');
    expect(root).toHaveAttribute('dir', 'ltr');
  });

  it.each([
    ['ar', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur_PK', 'rtl'],
    ['ar-XB', 'rtl'],
    ['az-Arab', 'rtl'],
    ['en-US', 'ltr'],
    ['fr-CA', 'ltr'],
    ['en-XA', 'ltr'],
    [undefined, 'ltr'],
  ])('directionOf(%s) is %s', (locale, direction) => {
    expect(directionOf(locale)).toBe(direction);
  });

  it('mounts in one commit (its element reaches the overlays without a state update)', () => {
    const phases: string[] = [];
    render(
      <Profiler id="root" onRender={(_id, phase) => phases.push(phase)}>
        <Root>
          <p>Sign in</p>
        </Root>
      </Profiler>,
    );
    expect(phases).toEqual(['mount']);
  });

  it('an overlay open from the first render still renders inside Root', () => {
    render(
      <Root data-testid="root">
        <Tooltip content="Shown at once" defaultOpen>
          <Button>Help</Button>
        </Tooltip>
      </Root>,
    );
    expect(screen.getByTestId('root')).toContainElement(screen.getByRole('tooltip'));
  });

  it('lists the eleven page themes with the product name resolved', () => {
    expect(pageThemes()).toEqual([
      'base',
      'default',
      'acme-ecosystem',
      'acme-ecosystem-light',
      'quickbooks',
      'harmony',
      'ios',
      'mint',
      'local',
      'turbotax',
      'harmony-alternate',
    ]);
    expect(resolvePageTheme('{product}-ecosystem-light', 'initech')).toBe('initech-ecosystem-light');
  });
});

describe('Tooltip', () => {
  it('opens on keyboard focus, describes its trigger, renders inside Root and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Root data-testid="root" lang="fr-CA">
        <Tooltip content="8 caractères minimum">
          <Button variant="tertiary">Règles</Button>
        </Tooltip>
      </Root>,
    );
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Règles' });
    expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('8 caractères minimum');
    expect(trigger).toHaveAccessibleDescription('8 caractères minimum');
    expect(screen.getByTestId('root')).toContainElement(tooltip);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});

describe('Popover', () => {
  it('opens from its trigger as a labelled dialog inside Root and returns focus on close', async () => {
    const user = userEvent.setup();
    render(
      <Root data-testid="root">
        <Popover>
          <PopoverTrigger asChild>
            <Button variant="secondary">Country: Canada</Button>
          </PopoverTrigger>
          <PopoverContent label="Choose a country" className="w-64">
            <PopoverClose asChild>
              <Button>France</Button>
            </PopoverClose>
          </PopoverContent>
        </Popover>
      </Root>,
    );
    const trigger = screen.getByRole('button', { name: 'Country: Canada' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Choose a country' });
    expect(dialog).toHaveClass('ik-popover', 'w-64');
    expect(screen.getByTestId('root')).toContainElement(dialog);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'France' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Divider and Checkbox', () => {
  it('keeps the word "or" readable (not a presentational separator)', () => {
    render(<Divider label="or" />);
    expect(screen.getByText('or')).toBeVisible();
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('renders a plain rule without a label', () => {
    render(<Divider />);
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('Checkbox is labelled and toggles from its label', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
  });
});

describe('toResolvedPageTheme', () => {
  it.each([
    ['default', 'default'],
    ['{product}-ecosystem', 'acme-ecosystem'],
    ['acme-ecosystem-light', 'acme-ecosystem-light'],
    ['globex-ecosystem', 'globex-ecosystem'],
    ['turbotax', 'turbotax'],
    ['unknown', null],
    ["x'] body{", null],
  ])('%s -> %s', (value, expected) => {
    expect(toResolvedPageTheme(value)).toBe(expected);
  });
});
