/**
 * What the loader hands a widget build (the kit's chunks and plugin builds alike): a module exporting
 * `mount(context)` that renders into `context.element` and returns the function that removes it.
 */
import type { LogEntry } from '../rules/logger';
import type { WidgetGeneration } from '../rules/generation';
import type { OfferingZone } from '../rules/setup';

/** An analytics event as widgets report it: a type and code-valued fields (headless AnalyticsEvent). */
export interface WidgetEvent {
  readonly type: string;
  readonly [field: string]: unknown;
}

export interface MountContext {
  readonly element: Element;
  readonly widget: string;
  readonly generation: WidgetGeneration;
  readonly offeringId: string;
  readonly offeringEnv: string;
  readonly offeringZone: OfferingZone | null;
  readonly locale: string;
  /** Origin of the identity service this widget calls (tax isolation picks another host). */
  readonly identityOrigin: string;
  /** The page's address parameters (seed 000 §2.5): the widget's provider applies iux_theme and iux_flows. */
  readonly query: string;
  /** The server configuration response (seed 000 §3.2) as received, for the offering's namespace sections. */
  readonly serverConfig: unknown;
  /** Widgets with the same key share one store (seed 000 §2.1: several widgets, one offering). */
  readonly storeKey: string;
  /** Sends a line to the front-end logger. */
  log(entry: Omit<LogEntry, 'at'>): void;
  /** The widget's analytics events (codes only). */
  onEvent(event: WidgetEvent): void;
}

export interface WidgetModule {
  mount(context: MountContext): () => void;
}

export function isWidgetModule(value: unknown): value is WidgetModule {
  return typeof value === 'object' && value !== null && typeof (value as WidgetModule).mount === 'function';
}
