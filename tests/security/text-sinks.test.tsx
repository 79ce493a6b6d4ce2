// Markup and script payloads through what the kit shows as text (issue 21 security suite; QUALITY.md
// security 2): text the user typed and the screen echoes (identifier-first "Signing in as"), and strings the
// service returns that a screen shows later (an invitation's company name, the masked phone an SMS code went
// to), from a service that answers with hostile text. Every payload must appear as text, never as markup:
// no element, attribute or URL of its own reaches the document, and nothing runs. The payload list is
// sampled per run (SAMPLE per sink); the seed is printed so a failure can be replayed with SECURITY_SEED.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdentityClient, IdentityProvider } from '../../headless';
import { createPlayground, FIXTURE_PASSWORD, PLAYGROUND_DEFAULT_ORIGIN } from '../../playground';
import { IdentityFlow, Invitation, SignIn } from '../../ui';
import { sameRealmBody } from '../headless/harness';
import { renderWithPlayground } from '../ui/screens/harness';
import { XSS_MARKUP } from './payloads/xss-markup';

vi.setConfig({ testTimeout: 30_000 });

const SEED = Number(process.env['SECURITY_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const SAMPLE = 4;
console.info(`tests/security/text-sinks: SECURITY_SEED=${SEED}`);

/** `SAMPLE` payloads for one sink, chosen by the seed and the sink's name (a replay picks the same). */
function sampleFor(sink: string): string[] {
  let a = (SEED ^ [...sink].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261)) >>> 0;
  const random = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const all = [...XSS_MARKUP];
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j] ?? '', all[i] ?? ''];
  }
  return all.slice(0, SAMPLE);
}

declare global {
  interface Window {
    __ikXss?: number;
  }
}

const DANGEROUS =
  'script, iframe, object, embed, base, meta, link, style, form[action], [formaction], template, noscript';

/** The payload is on screen as text, and nothing of it became markup. */
function expectInert(root: HTMLElement, payload: string): void {
  expect(root.textContent).toContain(payload);
  expect(root.querySelectorAll(DANGEROUS)).toHaveLength(0);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      expect(attribute.startsWith('on'), `${element.tagName} ${attribute}`).toBe(false);
    }
    for (const name of ['href', 'src', 'action', 'srcdoc', 'data']) {
      const value = element.getAttribute(name)?.trim().toLowerCase() ?? '';
      expect(/^(javascript|vbscript|data):/.test(value), `${element.tagName} ${name}=${value}`).toBe(false);
    }
  }
  // The kit draws its own icons and logos (svg, img): those carry no handler (checked above); a payload's
  // element would also leave its text missing from textContent (checked first).
  expect(root.querySelectorAll('math, video, details, source')).toHaveLength(0);
  expect(window.__ikXss).toBeUndefined();
}

afterEach(() => {
  delete window.__ikXss;
});

describe.each(sampleFor('identifier'))('typed identifier echoed on the password step: %s', (payload) => {
  it('shows as typed text only', async () => {
    const user = userEvent.setup();
    const { container } = renderWithPlayground(<SignIn />, { config: { identifierFirst: true } });
    const field = screen.getByLabelText('Email or user ID');
    // Typed as one paste: user-event would read `{` and `[` as key descriptors.
    await user.click(field);
    await user.paste(payload);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('Password');
    expectInert(container, payload);
  });
});

/**
 * The in-memory playground behind a client whose answers pass through `tamper` first: a service that
 * returns hostile strings in otherwise valid answers.
 */
function tamperedClient(tamper: (path: string, body: Record<string, unknown>) => void) {
  const playground = createPlayground({ seed: 7 });
  const client = createIdentityClient({
    offeringId: 'Intuit.identity.playground',
    baseUrl: PLAYGROUND_DEFAULT_ORIGIN,
    fetch: async (url, init) => {
      const response = await playground.fetch(url, init);
      if (!(response.headers.get('content-type') ?? '').includes('json') || response.status !== 200) {
        return sameRealmBody(response);
      }
      const body = (await response.json()) as Record<string, unknown>;
      tamper(new URL(url).pathname, body);
      return sameRealmBody(new Response(JSON.stringify(body), { status: 200, headers: response.headers }));
    },
  });
  return { playground, client };
}

describe.each(sampleFor('realm'))('an invitation company name from the service: %s', (payload) => {
  it('shows as text in the success heading', async () => {
    const user = userEvent.setup();
    const { client } = tamperedClient((path, body) => {
      if (path.endsWith('/verify') || path.includes('/invitations/')) {
        const realm = body['realm'];
        if (typeof realm === 'object' && realm !== null) {
          (realm as Record<string, unknown>)['displayName'] = payload;
        }
      }
    });
    expect((await client.signIn({ username: 'alex.rivera', password: FIXTURE_PASSWORD })).ok).toBe(true);
    const { container } = render(
      <IdentityProvider client={client} config={{}} locale="en-US">
        <Invitation client={client} invitationId="inv-pending" />
      </IdentityProvider>,
    );
    await user.type(screen.getByLabelText('Access code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByRole('heading', { name: `You've joined ${payload}` });
    expectInert(container, payload);
  });
});

describe.each(sampleFor('maskedPhone'))(
  'the masked phone an SMS code went to, from the service: %s',
  (payload) => {
    it('shows as text on the code step', async () => {
      const user = userEvent.setup();
      const { client } = tamperedClient((_path, body) => {
        if (typeof body['maskedPhone'] === 'string') {
          body['maskedPhone'] = payload;
        }
      });
      const { container } = render(
        <IdentityProvider
          client={client}
          config={{ offeringId: 'Intuit.identity.playground', userEnumeration: 'off' }}
          locale="en-US"
        >
          <IdentityFlow shell={false} />
        </IdentityProvider>,
      );
      await user.type(screen.getByLabelText('Email or user ID'), 'sam.sms@example.com');
      await user.type(screen.getByLabelText('Password'), FIXTURE_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await screen.findAllByText((text) => text.includes(payload), undefined, { timeout: 10_000 });
      expectInert(container, payload);
    });
  },
);
