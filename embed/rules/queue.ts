/**
 * The stub snippet and its queue (seed 000 §4.1 "The setup call is first a stub that queues its options.
 * When the loader is ready it replays the queue and swaps in the real setup."). The host page pastes
 * `STUB_SNIPPET` (or `stubSnippet(src)` with the script tag) before anything else; calls made before the
 * loader arrives are kept in `identityKit.q` in call order.
 */

/** Name of the page global (chosen: the spec does not name it). */
export const GLOBAL_NAME = 'identityKit';

/** Commands of the global: mount a widget, or remove one. */
export const COMMANDS = ['setup', 'unmount'] as const;
export type Command = (typeof COMMANDS)[number];

/** One queued call: the command and its arguments, as the stub recorded them. */
export interface QueuedCall {
  readonly command: Command;
  readonly args: readonly unknown[];
}

/**
 * The stub: a function that pushes its arguments onto its own `q` list. Kept to plain ES5 so any page can
 * paste it; it never evaluates strings (QUALITY.md 1) and leaves an existing global (a loader already there)
 * alone.
 */
export const STUB_SNIPPET =
  `window.${GLOBAL_NAME}=window.${GLOBAL_NAME}||function(){` +
  `(window.${GLOBAL_NAME}.q=window.${GLOBAL_NAME}.q||[]).push(arguments)};`;

/** The whole snippet for a page: the stub, then the loader script (async: it never blocks the page). */
export function stubSnippet(loaderSrc: string, nonce?: string): string {
  const n = nonce === undefined ? '' : ` nonce="${escapeAttribute(nonce)}"`;
  return `<script${n}>${STUB_SNIPPET}</script>\n<script async src="${escapeAttribute(loaderSrc)}"${n}></script>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The queued calls in the order they were made. Entries that are not argument lists or name no known
 * command are returned in `ignored` (the loader logs them) instead of stopping the replay.
 */
export function readQueue(queue: unknown): { calls: QueuedCall[]; ignored: number } {
  const calls: QueuedCall[] = [];
  let ignored = 0;
  if (queue === undefined || queue === null) {
    return { calls, ignored };
  }
  const items: unknown[] = Array.isArray(queue) ? queue : [];
  if (!Array.isArray(queue)) {
    ignored += 1;
  }
  for (const item of items) {
    const args: unknown[] =
      typeof item === 'object' && item !== null && typeof (item as ArrayLike<unknown>).length === 'number'
        ? Array.prototype.slice.call(item as ArrayLike<unknown>)
        : [];
    const [command, ...rest] = args;
    if ((COMMANDS as readonly unknown[]).includes(command)) {
      calls.push({ command: command as Command, args: rest });
    } else {
      ignored += 1;
    }
  }
  return { calls, ignored };
}
