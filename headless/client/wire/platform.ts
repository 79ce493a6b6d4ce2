/**
 * Validation, account, configuration, logger, cookie persistence, device id and WebAuthn bodies
 * (seed 000 §3.2, §7.1, §7.2; seed 001 §7).
 */
import type { IdentifierType } from './common';

// ---- account and validation ----
export interface ValidatePhoneNumberRequest {
  phoneNumber: string;
}
/** Seed 001 §4: a warning VOICE_UNSUPPORTED or SMS_UNSUPPORTED picks the callback. */
export interface ValidatePhoneNumberResponse {
  valid: boolean;
  phoneNumber?: string;
  warnings?: { code: 'VOICE_UNSUPPORTED' | 'SMS_UNSUPPORTED' | string; message?: string }[];
}
export interface ValidateEmailAddressRequest {
  address: string;
}
/** Seed 000 §5: not allowed when the first statusType is warning or error. */
export interface ValidateEmailAddressResponse {
  validationResponse: {
    statusType: 'valid' | 'warning' | 'error' | string;
    statusCode?: string;
    message?: string;
  }[];
}
export interface GetCountryCodesRequest {
  offeringId?: string;
  offeringEnv?: string;
}
/** Seed 000 §7.2: a list of calling codes, e.g. "1", "44". */
export interface CountryCodesResponse {
  countryCodes: string[];
}

// ---- configuration ----
export interface OfferingIdRequest {
  offeringId?: string;
}
/** Seed 000 §3.2 server configuration response. */
export interface WidgetsJsonResponse {
  v4WidgetConfigNamespaces?: string[];
  v2RevertedWidgetConfigNamespaces?: string[];
  pluginRegistry?: Record<string, { version: string; entry: string; baseSourceUrl: string }>;
  accountChoices?: {
    identifier: string;
    offerings: { offeringId: string; identifierType: string; identifierLabel?: string }[];
  }[];
  widgets?: Record<string, Record<string, unknown>>;
}
export interface PluginConfigResponse {
  plugins: Record<string, { version: string; entry: string; baseSourceUrl: string }>;
}
export interface AppFabricConfigurationRequest {
  offeringId?: string;
  flows?: string;
}
export type AppFabricConfigurationResponse = Record<string, unknown>;

/** Seed 000 §7.1 front-end logger: context and logs (serialised). Entries must not hold secrets. */
export interface FrontEndLogsRequest {
  context: string;
  logs: string;
}

/** Seed 000 §7.1 persist_cookies: a cookies list (name, value, expires). */
export interface PersistCookiesRequest {
  cookies: { name: string; value: string; expires: string }[];
  /** Sent as the same-site support header. */
  sameSiteSupport?: boolean;
}

export interface DeviceIdResponse {
  deviceId: string;
}

// ---- WebAuthn (webauthn base; seed 000 §7.1 dereg, registration/assertion chosen) ----
/** Seed 000 §3.3 dereg payload: offeringId, identifierType userIdPseudonym, identifier. */
export interface WebauthnDeregRequest {
  offeringId?: string;
  identifierType?: Extract<IdentifierType, 'userIdPseudonym'>;
  identifier: string;
}
export interface WebauthnRegistrationOptionsRequest {
  offeringId?: string;
  authenticatorAttachment?: 'platform' | 'cross-platform';
}
/** `PublicKeyCredentialCreationOptionsJSON` (WebAuthn Level 3), parsed in the page with
 *  `PublicKeyCredential.parseCreationOptionsFromJSON`. */
export interface WebauthnRegistrationOptionsResponse {
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  challenge: string;
  pubKeyCredParams: { type: 'public-key'; alg: number }[];
  timeout?: number;
  excludeCredentials?: { id: string; type: 'public-key'; transports?: string[] }[];
  authenticatorSelection?: Record<string, unknown>;
  attestation?: string;
}
/** `RegistrationResponseJSON` / `AuthenticationResponseJSON` (WebAuthn Level 3 `toJSON()`). */
export interface WebauthnCredentialJSON {
  id: string;
  rawId: string;
  type: 'public-key';
  response: Record<string, unknown>;
  authenticatorAttachment?: string | null;
  clientExtensionResults: Record<string, unknown>;
}
export interface WebauthnRegisterRequest {
  offeringId?: string;
  credential: WebauthnCredentialJSON;
}
export interface WebauthnRegisterResponse {
  verified: boolean;
  credentialId?: string;
}
export interface WebauthnAuthenticationOptionsRequest {
  offeringId?: string;
  username?: string;
}
/** `PublicKeyCredentialRequestOptionsJSON` (WebAuthn Level 3). */
export interface WebauthnAuthenticationOptionsResponse {
  challenge: string;
  rpId?: string;
  timeout?: number;
  allowCredentials?: { id: string; type: 'public-key'; transports?: string[] }[];
  userVerification?: 'required' | 'preferred' | 'discouraged';
}
export interface WebauthnAuthenticateRequest {
  offeringId?: string;
  credential: WebauthnCredentialJSON;
}
