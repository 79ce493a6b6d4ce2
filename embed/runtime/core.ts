/**
 * The loader's core (`chunks/core.js`, fetched by loader.js with the spec's retries). For each setup it
 * checks the options (seed 000 §3.1), fetches the server configuration with a 5 s time-out (§3.2), chooses
 * the generation (§4.1), checks the mount point (§2.1), loads the widget's code with 4 retries (250, 500,
 * 750, 750 ms; then onLoadFailure and a log line) and mounts it. Widgets of one offering share one store
 * (widgets/host.tsx). Mount, unmount and re-mount are idempotent; commands for one widget run in call order.
 */
import { SERVER_CONFIG_WAIT_MS } from '../../rules/constants';
import { ignoredOverrideMessage } from '../../offerings/overrides';
import { getExperimentCell } from '../../offerings/telemetry';
import { flagsCookie, parseCookies, sampledFromFlags, serializeCookie } from '../rules/cookies';
import { gateOverrides, readGenerationOverrides, widgetGeneration } from '../rules/generation';
import { identityOrigin, taxAccountManagerUrl, type HostRules } from '../rules/host';
import { createDeprecationWarner } from '../rules/legacy';
import { codeSource, type CodeOrigins } from '../rules/loading';
import { isSampled, samplePercent } from '../rules/logger';
import { message } from '../rules/messages';
import type { Command } from '../rules/queue';
import {
  EMPTY_SERVER_CONFIG,
  readServerConfig,
  serverConfigUrl,
  type LoaderServerConfig,
} from '../rules/server-config';
import { checkSetup, type LoadFailure, type Setup } from '../rules/setup';
import { mountPointId } from '../rules/widgets';
import { isWidgetModule, type MountContext, type WidgetEvent, type WidgetModule } from './contract';
import { importWithRetries } from './retry';
import { createBeacons, type Beacons } from './beacons';
import { createLogger, type Logger } from './telemetry';
import { startVisitorIdentity } from './visitor';

/** What loader.js hands the core. */
export interface Boot {
  readonly scriptOrigin: string;
  /** Address of the chunks folder beside loader.js. */
  readonly chunkBase: string;
  readonly rules: HostRules;
  readonly started: number;
}

/** The core's command runner: loader.js routes the page global here. */
export interface Embed {
  run(command: Command, args: readonly unknown[]): void;
  /** Legacy global helpers (seed 001 §1), each a thin wrapper warning once. */
  readonly legacy: Readonly<Record<'setup' | 'unmount' | 'trackEvent', (arg: unknown) => void>>;
}

interface Offering {
  readonly config: Promise<LoaderServerConfig>;
  readonly logger: Logger;
  readonly identityOrigin: string;
  /** Opt-in beacon adapters of the offering's first setup that asked for them. */
  beacons: Beacons | null;
}

const notify = (setup: Pick<Setup, 'onLoadFailure'>, failure: LoadFailure): void => {
  try {
    setup.onLoadFailure?.(failure);
  } catch {
    // The host's callback must not stop other widgets.
  }
};

export function createEmbed(boot: Boot): Embed {
  const origins: CodeOrigins = { suffixes: boot.rules.allowedHostSuffixes, scriptOrigin: boot.scriptOrigin };
  const offerings = new Map<string, Offering>();
  const mounted = new Map<string, () => void>();
  const modules = new Map<string, Promise<WidgetModule>>();
  const chains = new Map<string, Promise<void>>();
  const cookies = parseCookies(document.cookie);
  const cell = getExperimentCell(storageOrNull(), Math.random);
  const address = readGenerationOverrides(location.search);
  /** Visitor ids per identity host: the cookies and the frame run once per page and host. */
  const visitors = new Map<string, string>();
  const warn = (line: string): void => console.warn(line);
  /**
   * Seed 000 §8.4 "Logged events: setup error": a refused setup names no usable offering, so its line goes to
   * the loader's own host, like loader.js's core-load failure, unsampled (refusals are rare and are bugs).
   */
  let setupErrors: Logger | null = null;
  const logSetupError = (line: string): void => {
    setupErrors ??= createLogger({
      endpoint: `${boot.scriptOrigin}/fe_logger`,
      context: { offeringId: '', offeringEnv: '', cell, version: '1' },
      sampled: true,
      started: boot.started,
    });
    setupErrors.log({ level: 'error', event: 'setup_error', message: line });
  };

  const offeringOf = (setup: Setup): Offering => {
    const origin = identityOrigin(boot.scriptOrigin, setup.offeringZone, boot.rules);
    const key = `${origin}|${setup.offeringId ?? ''}|${setup.offeringEnv ?? ''}`;
    let visitorId = visitors.get(origin) ?? '';
    // The identity host's first answer (this offering's config read, started below) that persist_cookies
    // waits for (visitor.ts).
    let answered: (answer: Promise<unknown>) => void = () => undefined;
    if (setup.visitorIdentity && !visitors.has(origin)) {
      const firstAnswer = new Promise<unknown>((resolve) => {
        answered = resolve;
      });
      try {
        visitorId = startVisitorIdentity(origin, setup, warn, firstAnswer);
      } catch (error) {
        warn(`Setup warning: visitor identity could not start (${String(error)}).`);
      }
      visitors.set(origin, visitorId);
    }
    const known = offerings.get(key);
    if (known !== undefined) {
      answered(known.config);
      if (known.beacons === null && setup.beacons !== null) {
        known.beacons = createBeacons(setup.beacons, visitorId, warn);
      }
      return known;
    }
    const percent = samplePercent(
      setup.offeringEnv,
      address.logSamplePercentage ?? setup.logSamplePercentage,
    );
    // One decision per visit, kept 20 minutes in the flags cookie (seed 000 §9); an override decides anew.
    const explicit = address.logSamplePercentage !== null || setup.logSamplePercentage !== null;
    const remembered = explicit ? null : sampledFromFlags(cookies.get('flags'));
    const sampled = remembered ?? isSampled(percent, Math.random);
    if (remembered === null) {
      document.cookie = serializeCookie(flagsCookie(sampled, Date.now()));
    }
    const logger = createLogger({
      endpoint: `${origin}/fe_logger`,
      context: {
        offeringId: setup.offeringId ?? '',
        offeringEnv: setup.offeringEnv ?? '',
        cell,
        version: '1',
      },
      sampled,
      started: boot.started,
    });
    const offering: Offering = {
      config: fetchConfig(origin, setup, logger),
      logger,
      identityOrigin: origin,
      beacons: setup.beacons === null ? null : createBeacons(setup.beacons, visitorId, warn),
    };
    offerings.set(key, offering);
    answered(offering.config);
    return offering;
  };

  const mount = async (input: unknown): Promise<void> => {
    const check = checkSetup(input);
    if (!check.ok) {
      check.errors.forEach((line) => console.error(line));
      logSetupError(check.errors.join(' '));
      notify(check, { widget: '', generation: '', reason: 'setup', message: check.errors.join(' ') });
      return;
    }
    const { setup } = check;
    check.warnings.forEach((line) => console.warn(line));
    if (setup.redirectToTaxAccountManager) {
      location.assign(taxAccountManagerUrl(setup.offeringEnv ?? 'prd', boot.rules));
      return;
    }
    const key = mountKey(setup.widget, setup.parentId);
    if (mounted.has(key)) {
      return;
    }
    const offering = offeringOf(setup);
    const { logger } = offering;
    const mountPoint = setup.parentId ?? mountPointId(setup.widget);
    const element = setup.parentEl ?? document.getElementById(mountPoint);
    if (element === null) {
      // Seed 000 §4.1: a missing mount point logs a warning and aborts this mount only.
      console.warn(message('mountPointMissing', { widget: setup.widget, mountPoint }));
      logger.log({
        level: 'warn',
        event: 'v4_mount_point_missing',
        widget: setup.widget,
        message: message('v4MountPointMissingEvent', { mountPoint }),
      });
      return;
    }
    const server = await offering.config;
    const environment = setup.offeringEnv ?? 'prd';
    const gated = gateOverrides(address, environment, server.allowedUrlOverrides);
    for (const name of gated.refused) {
      // The same rule and words as resolveConfig's (offerings/overrides.ts).
      const line = ignoredOverrideMessage({ name, reason: 'notAllowedInProduction' }, setup.offeringId ?? '');
      console.warn(line);
      logger.log({ level: 'warn', event: 'setup_warning', message: line });
    }
    const generation = widgetGeneration({
      widget: setup.widget,
      environment,
      appFabric: setup.appFabric,
      overrides: gated.overrides,
      server,
    });
    logger.log({ level: 'info', event: 'generation', widget: setup.widget, generation });
    const failure = (reason: LoadFailure['reason'], line: string): void => {
      console.error(line);
      logger.log({
        level: 'error',
        event: 'deferred_load_failure',
        widget: setup.widget,
        generation,
        message: line,
      });
      notify(setup, { widget: setup.widget, generation, reason, message: line });
    };
    const source = codeSource({
      widget: setup.widget,
      generation,
      chunkBase: boot.chunkBase,
      registry: server.pluginRegistry,
      origins,
    });
    if (source.kind === 'none') {
      failure(
        'plugin',
        source.reason === 'noBuild'
          ? message('deferredLoadFailed', { generation, widget: setup.widget })
          : message('pluginBuildFailed', { plugin: setup.widget }),
      );
      return;
    }
    // iux_disable_css (seed 000 §2.5): the host page styles the widget itself; gated in prd like the others.
    if (source.kind === 'chunk' && gated.overrides.disableCss !== true) {
      addStyles(boot.chunkBase);
    }
    let module = modules.get(source.url);
    if (module === undefined) {
      module = importWithRetries(source.url, isWidgetModule, (retry) =>
        logger.log({ level: 'warn', event: 'chunk_retry', widget: setup.widget, code: String(retry) }),
      );
      modules.set(source.url, module);
      module.catch(() => modules.delete(source.url));
    }
    let loaded: WidgetModule;
    try {
      loaded = await module;
    } catch (error) {
      const attempts = error instanceof Error ? error.message : '';
      failure('chunk', message('widgetLoadFailed', { widget: setup.widget, attempts }));
      return;
    }
    if (mounted.has(key) || !element.isConnected) {
      return;
    }
    const context: MountContext = {
      element,
      widget: setup.widget,
      generation,
      offeringId: setup.offeringId ?? '',
      offeringEnv: environment,
      offeringZone: setup.offeringZone,
      locale: setup.locale,
      identityOrigin: offering.identityOrigin,
      query: location.search,
      serverConfig: server.raw ?? null,
      storeKey: `${offering.identityOrigin}|${setup.offeringId ?? ''}`,
      log: (entry) => logger.log(entry),
      onEvent: (event) => {
        logger.log({
          level: 'info',
          event: `analytics.${event.type}`,
          widget: setup.widget,
          code: analyticsCode(event),
        });
        offering.beacons?.track(event, {
          widget: setup.widget,
          generation,
          offeringId: setup.offeringId ?? '',
        });
      },
    };
    mounted.set(key, loaded.mount(context));
    logger.log({ level: 'info', event: 'mounted', widget: setup.widget, generation });
  };

  const unmount = (target: unknown): void => {
    const { widget, parentId } = targetOf(target);
    const key = mountKey(widget, parentId);
    const remove = mounted.get(key);
    mounted.delete(key);
    remove?.();
  };

  const run = (command: Command, args: readonly unknown[]): void => {
    const first = args[0];
    const task = (): Promise<void> => (command === 'setup' ? mount(first) : Promise.resolve(unmount(first)));
    const widget = targetOf(first).widget;
    const next = (chains.get(widget) ?? Promise.resolve()).then(task, task).catch((error: unknown) => {
      console.error(error);
    });
    chains.set(widget, next);
  };

  const deprecated = createDeprecationWarner((line) => console.warn(line));
  return {
    run,
    legacy: {
      setup: (options) => {
        deprecated('setup');
        run('setup', [options]);
      },
      unmount: (widget) => {
        deprecated('unmount');
        run('unmount', [widget]);
      },
      trackEvent: () => deprecated('trackEvent'),
    },
  };
}

function targetOf(target: unknown): { widget: string; parentId: string | null } {
  if (typeof target === 'object' && target !== null) {
    const { widget, parentId } = target as { widget?: unknown; parentId?: unknown };
    return { widget: String(widget), parentId: typeof parentId === 'string' ? parentId : null };
  }
  return { widget: String(target), parentId: null };
}

function mountKey(widget: string, parentId: string | null): string {
  return `${widget}#${parentId ?? ''}`;
}

/** The one code an analytics event carries into a log line (headless AnalyticsEvent fields, no values). */
function analyticsCode(event: WidgetEvent): string | undefined {
  for (const field of ['view', 'responseCode', 'riskLevel', 'identifierType', 'outcome']) {
    const value = event[field];
    if (typeof value === 'string') {
      return value;
    }
  }
  return undefined;
}

async function fetchConfig(origin: string, setup: Setup, logger: Logger): Promise<LoaderServerConfig> {
  if (setup.offeringId === null) {
    return EMPTY_SERVER_CONFIG;
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SERVER_CONFIG_WAIT_MS);
  try {
    const response = await fetch(serverConfigUrl(origin, setup.offeringId), {
      credentials: 'include',
      signal: abort.signal,
    });
    if (!response.ok) {
      return EMPTY_SERVER_CONFIG;
    }
    const body: unknown = await response.json();
    return { ...readServerConfig(body), raw: body };
  } catch {
    // Seed 000 §8.4 "Server config timeout": the defaults apply.
    const line = abort.signal.aborted
      ? message('serverConfigTimeout', { ms: SERVER_CONFIG_WAIT_MS })
      : message('setupWarning', {
          detail: 'the server configuration could not be read; using the defaults.',
        });
    console.warn(line);
    logger.log({ level: 'warn', event: 'server_config', message: line });
    return EMPTY_SERVER_CONFIG;
  } finally {
    clearTimeout(timer);
  }
}

/** The kit's stylesheet, once per page (it styles nothing outside the kit's root). */
function addStyles(chunkBase: string): void {
  if (document.querySelector('link[data-identity-kit]') !== null) {
    return;
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('styles.css', chunkBase).href;
  link.setAttribute('data-identity-kit', '');
  document.head.append(link);
}

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
