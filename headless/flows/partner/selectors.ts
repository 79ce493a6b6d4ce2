import { errorOf, type RequestStatus } from '../../core';
import type { IdentityState } from '../state';
import { partnerAuthOffered, partnerDataWanted } from './offer';

/** The partner screens' view: buttons, the begin error, the brand hand-off. Never the response token. */
export interface PartnerView {
  /** Show the "sign in with" buttons (seed 000 §4.5 skip rules applied). */
  readonly offered: boolean;
  /** The partners to show (google only). */
  readonly partners: readonly 'google'[];
  readonly beginStatus: RequestStatus;
  /** PARTNER_INITIATION_FAIL when begin failed. */
  readonly errorCode: string | null;
  /** The brand hand-off is on screen: the post-auth partnerAuthentication step waits for Continue. */
  readonly handOff: boolean;
  readonly linkStatus: RequestStatus;
  readonly linkErrorCode: string | null;
  /** User names of the partner identity (fetched when partner_uid and response_token are present). */
  readonly userNames: readonly string[];
  /** The user-name lookup should run (the hook runs it after the configured delay). */
  readonly dataWanted: boolean;
  readonly dataDelayMs: number;
}

const NO_NAMES: readonly string[] = [];
const GOOGLE: readonly 'google'[] = ['google'];
const NONE: readonly 'google'[] = [];

export function selectPartnerView(state: IdentityState): PartnerView {
  const { requests, session, config } = state;
  const offered = partnerAuthOffered(state);
  return {
    offered,
    partners: offered ? GOOGLE : NONE,
    beginStatus: requests.partnerAuthBegin.status,
    errorCode: errorOf(requests.partnerAuthBegin)?.code ?? null,
    handOff: session.postAuthProcess === 'partnerAuthentication',
    linkStatus: requests.partnerAuthLink.status,
    linkErrorCode: errorOf(requests.partnerAuthLink)?.code ?? null,
    userNames: session.partnerAuthUserInfo?.userNames ?? NO_NAMES,
    dataWanted: partnerDataWanted(state),
    dataDelayMs: config.partnerDataDelayMs,
  };
}
