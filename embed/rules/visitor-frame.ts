/**
 * The hidden visitor-id frame (seed 000 §2.3 item 7, §4.8, §7.2 "GET with ivid_b, ivid, query_string_ivid,
 * samesite_support"). The frame is sandboxed, off screen and out of the tab order; its answer is accepted only
 * from the configured identity origin and from that frame's own window (QUALITY.md 8), and the frame is told
 * the page's origin so it never posts to '*' (QUALITY.md 1).
 */

/** Path of the visitor-id page on the identity host (chosen: not shown). */
export const VISITOR_FRAME_PATH = '/visitor_id';
/** Message type the frame posts back. */
export const VISITOR_MESSAGE_TYPE = 'ik:visitor-id';

/** Attributes of the frame element. `allow-same-origin` lets the frame read its own host's cookies. */
export const VISITOR_FRAME_ATTRIBUTES = {
  sandbox: 'allow-scripts allow-same-origin',
  title: 'Visitor identity',
  'aria-hidden': 'true',
  tabindex: '-1',
  referrerpolicy: 'no-referrer',
  style: 'position:absolute;width:0;height:0;border:0;left:-9999px;top:-9999px',
} as const;

export interface VisitorFrameQuery {
  readonly ivid: string | null;
  readonly ividBackup: string | null;
  /** The ivid the host page's address carries, if any. */
  readonly queryStringIvid: string | null;
  readonly sameSiteSupport: boolean;
  /** The embedding page's origin: the only target the frame posts to. */
  readonly parentOrigin: string;
}

/** The frame's address on the identity host. */
export function visitorFrameUrl(identityOrigin: string, q: VisitorFrameQuery): string {
  const url = new URL(VISITOR_FRAME_PATH, identityOrigin);
  url.searchParams.set('ivid_b', q.ividBackup ?? '');
  url.searchParams.set('ivid', q.ivid ?? '');
  url.searchParams.set('query_string_ivid', q.queryStringIvid ?? '');
  url.searchParams.set('samesite_support', String(q.sameSiteSupport));
  url.searchParams.set('parent_origin', q.parentOrigin);
  return url.href;
}

/**
 * The visitor id of a message event, or null when the message is not the frame's answer: another origin,
 * another window, or another shape are all ignored.
 */
export function acceptVisitorMessage(
  event: { readonly origin: string; readonly source: unknown; readonly data: unknown },
  expected: { readonly origin: string; readonly source: unknown },
): string | null {
  if (event.origin !== expected.origin || event.source !== expected.source || event.source === null) {
    return null;
  }
  const data = event.data;
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const { type, ivid } = data as { type?: unknown; ivid?: unknown };
  return type === VISITOR_MESSAGE_TYPE && typeof ivid === 'string' && /^[\w.~-]{8,128}$/.test(ivid)
    ? ivid
    : null;
}
