import { describe, expect, it } from 'vitest';
import { configLogChunks, createRegistry, loggableConfig, resolveConfig } from '../../offerings';

const CANARY = 'CANARY-4711';

describe('configuration log', () => {
  const registry = createRegistry(
    [],
    [
      {
        offeringIds: ['x'],
        options: { contentOverride: [{ id: 'a', content: 'b', condition: () => true }] },
      },
    ],
  );
  const config = resolveConfig({
    offeringId: 'x',
    registry,
    query: `?access_code=${CANARY}&response_token=${CANARY}&state=${CANARY}&inv_attr=${CANARY}&cui_session_id=${CANARY}&locale=fr-ca`,
  });

  it('redacts one-time address values and keeps the rest', () => {
    const text = JSON.stringify(loggableConfig(config));
    expect(text).not.toContain(CANARY);
    expect(text).toContain('"locale":"fr-ca"');
    expect(text).toContain('[redacted]');
    expect(text).toContain('"condition":"[function]"');
  });

  it('leaves absent values null', () => {
    const plain = loggableConfig(resolveConfig({ offeringId: 'x' }));
    expect((plain['query'] as Record<string, unknown>)['accessCode']).toBeNull();
  });

  it('splits into pieces of at most 5000 characters that join back to the whole', () => {
    const chunks = configLogChunks(config);
    expect(chunks.every((c) => c.length <= 5000)).toBe(true);
    expect(chunks.join('')).toBe(JSON.stringify(loggableConfig(config)));
    const small = configLogChunks(config, 100);
    expect(small.length).toBeGreaterThan(chunks.length);
    expect(small.every((c) => c.length <= 100)).toBe(true);
    expect(small.join('')).toBe(chunks.join(''));
  });

  it('marks a content-override function', () => {
    const fnRegistry = createRegistry([], [{ offeringIds: ['y'], options: { contentOverride: () => [] } }]);
    expect(loggableConfig(resolveConfig({ offeringId: 'y', registry: fnRegistry }))['contentOverride']).toBe(
      '[function]',
    );
  });
});
