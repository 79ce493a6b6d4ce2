/**
 * Every business constant and limit of both specification files (seed 000 §9, seed 001 §9), named and
 * documented once. No other file holds a magic number for these; import from here.
 *
 * Values marked "spec" are quoted from the specification. Values marked "chosen" are not shown in the spec;
 * the comment says why the value was picked.
 */

// ---------------------------------------------------------------------------------------------------------
// Passwords, identifiers, codes (seed 000 §5, §9; seed 001 §5, §9)
// ---------------------------------------------------------------------------------------------------------

/** Widget password checker minimum length. spec: seed 000 §9 "8 default". @default 8 */
export const PASSWORD_MIN_LENGTH_DEFAULT = 8;
/** Widget password checker maximum length. spec: seed 000 §9 "/ 32". */
export const PASSWORD_MAX_LENGTH = 32;
/** Form-level password rule: at least 6 characters, no whitespace. spec: seed 001 §5, §9. */
export const FORM_PASSWORD_MIN_LENGTH = 6;
/** Four-digit (PIN) variant of the form-level password rule. spec: seed 001 §5 "variant 4". */
export const PIN_LENGTH = 4;
/** NIST SP 800-63B preset: minimum 8, and verifiers should accept at least 64 characters. */
export const NIST_PASSWORD_MIN_LENGTH = 8;
/** NIST SP 800-63B preset maximum (the guideline's "at least 64" floor, used as the cap). */
export const NIST_PASSWORD_MAX_LENGTH = 64;

/** First and last name length limit. spec: seed 001 §9 "Name limit 35". */
export const NAME_MAX_LENGTH = 35;
/** Email address length limit. spec: seed 001 §9 "email limit 256". */
export const EMAIL_MAX_LENGTH = 256;
/** User id length bounds. spec: seed 001 §9 "User id 4 to 256". */
export const USER_ID_MIN_LENGTH = 4;
export const USER_ID_MAX_LENGTH = 256;
/** One-time verification code length (SMS, voice, TOTP, email OTP). spec: seed 000 §9, seed 001 §9. */
export const VERIFICATION_CODE_LENGTH = 6;
/** Email OTP code length (sendVerificationEmail minLength/maxLength 6). spec: seed 000 §3.5, §9. */
export const EMAIL_OTP_LENGTH = 6;

// ---------------------------------------------------------------------------------------------------------
// Collision checker and helper widgets (seed 000 §4.8, §5, §9)
// ---------------------------------------------------------------------------------------------------------

/** Username/email collision checks allowed per value in create flows. spec: seed 000 §9. */
export const COLLISION_CHECKS_PER_VALUE_CREATE = 5;
/** Username/email collision checks allowed per value in sign-in. spec: seed 000 §9. */
export const COLLISION_CHECKS_PER_VALUE_SIGN_IN = 1;
/** The spec's "account exists" banner time-out. The UI kit pauses it and keeps a persistent path. */
export const ACCOUNT_BANNER_TIMEOUT_MS = 8000;
/** "Better account found" fade-in. spec: seed 000 §9. */
export const BEST_ACCOUNT_FADE_IN_MS = 600;
/** Country-code lookup fallback to the built-in map. spec: seed 000 §4.8, §9. */
export const COUNTRY_CODE_FALLBACK_MS = 5000;
/** First-request time-out. spec: seed 000 §9. */
export const FIRST_REQUEST_TIMEOUT_MS = 5000;
/** Beacon and server time-out; also the client's default per-call deadline. spec: seed 000 §9. */
export const SERVER_TIMEOUT_MS = 5000;
/** Popups (e.g. "better account found") are suppressed below this window width. spec: seed 000 §9. */
export const POPUP_MIN_WINDOW_WIDTH_PX = 480;
/** Sliding header-logo animation is disabled below this browser major version. spec: seed 000 §2.3, §9. */
export const SLIDING_LOGO_MIN_BROWSER_VERSION = 12;

// ---------------------------------------------------------------------------------------------------------
// Loader (seed 000 §4.1, §9)
// ---------------------------------------------------------------------------------------------------------

/** Server configuration wait. spec: seed 000 §9 "5 s". */
export const SERVER_CONFIG_WAIT_MS = 5000;
/** Widget code load retries. spec: seed 000 §4.1, §9. */
export const WIDGET_LOAD_RETRIES = 4;
/** First retry delay; each retry waits 250 ms longer, capped at 750 ms. spec: seed 000 §4.1. */
export const WIDGET_LOAD_RETRY_BASE_MS = 250;
export const WIDGET_LOAD_RETRY_STEP_MS = 250;
export const WIDGET_LOAD_RETRY_MAX_MS = 750;
/** Module loader wait. spec: seed 000 §9 "60 s". */
export const MODULE_LOADER_WAIT_MS = 60_000;
/** Script-chunk load time-out. spec: seed 000 §9, seed 001 §9 "120 s". */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Generic JSONP helper time-out (kept as data; the library itself never uses JSONP). spec. */
export const JSONP_TIMEOUT_MS = 5000;

// ---------------------------------------------------------------------------------------------------------
// Logging, analytics, experiments (seed 000 §9)
// ---------------------------------------------------------------------------------------------------------

/** Front-end logger batch: flush after this many entries. spec: seed 000 §9. */
export const LOGGER_BATCH_ENTRIES = 6;
/** Front-end logger batch: flush after about this many characters. spec: seed 000 §9. */
export const LOGGER_BATCH_CHARS = 5000;
/** Front-end logger flush interval. spec: seed 000 §9. */
export const LOGGER_FLUSH_INTERVAL_MS = 3000;
/** Front-end logger request time-out. spec: seed 000 §9. */
export const LOGGER_REQUEST_TIMEOUT_MS = 1000;
/** Configuration-log split limit. spec: seed 001 §9. */
export const CONFIG_LOG_SPLIT_CHARS = 5000;
/** Log sampling percentage in prd and prf. spec: seed 000 §9. */
export const LOG_SAMPLE_PERCENT_PRODUCTION = 50;
/** Log sampling percentage elsewhere. spec: seed 000 §9. */
export const LOG_SAMPLE_PERCENT_DEFAULT = 100;
/** Experiment cell range: random integer 0..99. spec: seed 000 §9. */
export const EXPERIMENT_CELL_MAX = 99;
/** Local storage key of the experiment cell. spec: seed 000 §9. */
export const EXPERIMENT_CELL_STORAGE_KEY = 'iux_cell';
/** Beacon life span default. spec: seed 000 §9 "240 minutes". */
export const BEACON_LIFESPAN_MS = 240 * 60_000;
/** Pause after success before tracking completes. spec: seed 000 §9. */
export const POST_SUCCESS_TRACKING_PAUSE_MS = 300;
/** Analytics-ready poll interval and limit. spec: seed 000 §9. */
export const ANALYTICS_READY_POLL_MS = 300;
export const ANALYTICS_READY_POLL_LIMIT_MS = 3000;
/** Dynamic config identifier query value. spec: seed 000 §9 "dynamic_config_iux = 1". */
export const DYNAMIC_CONFIG_PARAM = 'dynamic_config_iux';
export const DYNAMIC_CONFIG_VALUE = '1';

// ---------------------------------------------------------------------------------------------------------
// Cookies (seed 000 §3.4, §7.1, §9)
// ---------------------------------------------------------------------------------------------------------

/** Cookies are persisted only when they live at least this long. spec: seed 000 §7.1, §9. */
export const COOKIE_PERSIST_MIN_DAYS = 7;
/** Short-lived flags cookie. spec: seed 000 §9 "20 minutes". */
export const FLAGS_COOKIE_LIFETIME_MS = 20 * 60_000;
/** ivid backup cookie lifetime. spec: seed 000 §9 "about 1826 days". */
export const IVID_BACKUP_COOKIE_DAYS = 1826;
/** WebAuthn registration prompt cookie. spec: seed 000 §9. */
export const WEBAUTHN_REG_COOKIE = {
  name: 'iux_webauthn_reg',
  days: 730,
  /** The prompt is offered at most this many times. */
  maxCount: 3,
  path: '/fido2',
  type: 'FIDO_REGISTRATION',
} as const;
/** Identifier cookie names. spec: seed 000 §3.4. */
export const IDENTIFIER_COOKIES = ['ivid', 'ivid_b'] as const;
/** Account-chooser cookie name endings (names are environment-prefixed). spec: seed 000 §9. */
export const ACCOUNT_CHOOSER_COOKIE_SUFFIXES = ['glogin', 'glogin_temp', 'account_chooser_temp'] as const;

// ---------------------------------------------------------------------------------------------------------
// Assurance, QR, device, misc (seed 000 §6, §9; seed 001 §9)
// ---------------------------------------------------------------------------------------------------------

/** Default target assurance level for credential write access, and the step-up target. spec. */
export const CREDENTIAL_WRITE_AAL = 25;
export const STEP_UP_AAL = 25;
/** The only targetAAL value the sign-in call sends. spec: seed 000 §5. */
export const SIGN_IN_SENT_AAL = 20;
/** Sign-up at this level sends no user object. spec: seed 001 §4, §7. */
export const SIGN_UP_NO_USER_AAL = 15;
/** TOTP QR code geometry and error correction. spec: seed 000 §7.1, §9. */
export const QR_CODE_SIZE_PX = 140;
export const QR_CODE_ERROR_CORRECTION = 'M';
/** Default country. spec: seed 000 §9. */
export const DEFAULT_COUNTRY = 'US';
/** Default locale. spec: seed 000 §9 "Locale default is en-us". */
export const DEFAULT_LOCALE = 'en-us';
/** Fingerprint relay closed after 10 s; stored device id lives about 5 years. spec: seed 000 §9. */
export const FINGERPRINT_RELAY_CLOSE_MS = 10_000;
export const DEVICE_ID_LIFETIME_DAYS = 5 * 365;
/** Device re-profiling interval. spec: seed 001 §9 "12 hours (43,200,000 ms)". */
export const DEVICE_REPROFILE_INTERVAL_MS = 43_200_000;
/** Evercookie retry. spec: seed 000 §9 "5 times every 300 ms". */
export const EVERCOOKIE_RETRIES = 5;
export const EVERCOOKIE_RETRY_INTERVAL_MS = 300;
/** Delay-fire default. spec: seed 001 §9 "30 s". */
export const DELAY_FIRE_DEFAULT_MS = 30_000;
/** Partner-auth user-name fetch delay default. spec: seed 000 §4.5, seed 001 §9. */
export const PARTNER_AUTH_DELAY_DEFAULT_MS = 0;
/** Recovery email link validity. spec: seed 001 §4, §9. */
export const RECOVERY_LINK_VALID_HOURS = 24;
/** Account deletion: cancellable window and typical processing time. spec: seed 001 §4, §9. */
export const ACCOUNT_DELETION_CANCEL_HOURS = 72;
export const ACCOUNT_DELETION_PROCESSING_DAYS = 45;
/** Date/time input mask (seed 001 §9). */
export const DATE_MASK = {
  dayMin: 1,
  dayMax: 31,
  monthMin: 1,
  monthMax: 12,
  hour12Min: 1,
  hour12Max: 12,
  hour24Min: 0,
  hour24Max: 23,
  minuteSecondMax: 59,
  validationEventTimeoutMs: 3000,
  placeholder: '_',
} as const;
/** Last-login text buckets, in days. spec: seed 001 §9. */
export const DAYS_PER_WEEK = 7;
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;
/** Self-employed bundle offer end date as worded (kept as data). spec: seed 001 §9. */
export const SELF_EMPLOYED_BUNDLE_END = '2018-04-30';
/** Identity global and personal-finance offering ids named by the spec. spec: seed 000 §3.7. */
export const OFFERING_ID_IDENTITY_GLOBAL = '50000003';
export const OFFERING_ID_PERSONAL_FINANCE = '50000026';

// ---------------------------------------------------------------------------------------------------------
// Client defaults not shown in the spec (chosen)
// ---------------------------------------------------------------------------------------------------------

/** chosen: idempotent GETs retry at most this many times (QUALITY.md 7: bounded). */
export const GET_RETRY_LIMIT = 2;
/** chosen: first GET retry backoff; doubled each time, with full jitter. */
export const GET_RETRY_BASE_MS = 200;
/** chosen: resend cooldown for one-time codes (seconds); the spec does not show one. */
export const RESEND_COOLDOWN_SECONDS = 30;
/** chosen: response bodies larger than this are refused as hostile (QUALITY.md 5). */
export const MAX_RESPONSE_BYTES = 1_000_000;

// ---------------------------------------------------------------------------------------------------------
// Phone (seed 000 §5, seed 001 §5)
// ---------------------------------------------------------------------------------------------------------

/** Calling codes whose numbers can receive SMS codes. spec: seed 000 §5. */
export const SMS_CALLING_CODES = [
  '1',
  '27',
  '33',
  '44',
  '52',
  '55',
  '60',
  '61',
  '63',
  '65',
  '91',
  '506',
  '852',
  '966',
  '971',
] as const;
/** The second SMS calling-code list "for another use": the first without 52, 60, 63, 506, 966, 971. spec: seed 000 §5. */
export const SMS_CALLING_CODES_SECONDARY = ['1', '27', '33', '44', '55', '61', '65', '91', '852'] as const;
/** Countries whose numbers are never accepted (ISO 3166-1 alpha-2, upper case). spec: seed 000 §5 "cu, ir, kp, sd, sy". */
export const EXCLUDED_PHONE_COUNTRIES = ['CU', 'IR', 'KP', 'SD', 'SY'] as const;
/** Locales for which the phone field treats a number without '+' as US. spec: seed 000 §5 "not en-us". */
export const US_PHONE_LOCALE = 'en-us';

// ---------------------------------------------------------------------------------------------------------
// Offerings: links, sign-up consent (seed 000 §2, seed 001 §9)
// ---------------------------------------------------------------------------------------------------------

/** The partner sign-in link asks for this level with iux_target_aal. spec: seed 000 §2 "iux_target_aal=25". */
export const PARTNER_LINK_TARGET_AAL = 25;
/**
 * Sign-up consent end dates. spec: seed 001 §9 "switches between mid-July 2017 and 1 January 2018 depending
 * on the date"; the exact rule is not shown. chosen: before the mid-July date the consent ends then; from that
 * date on it ends on 1 January 2018.
 */
export const CONSENT_END_DATE_EARLY = '2017-07-15';
export const CONSENT_END_DATE_LATE = '2018-01-01';
/** Percentages (log sampling, its address override) run from 0 to this value. */
export const PERCENT_SCALE = 100;
/** targetAAL the tax and personal-finance offerings configure for the mfa screen. spec: seed 001 §9 "25 for mfa". */
export const MFA_TARGET_AAL = 25;
/**
 * targetAAL of the time-tracking offering, kept as the string the configuration holds. spec: seed 001 §9
 * "'20' for one time-tracking offering".
 */
export const TIME_TRACKING_TARGET_AAL = '20';
/** Locales of the Canadian tax offerings. spec: seed 001 §9 "Supported locales ... en and fr". */
export const CANADIAN_TAX_LOCALES = ['en', 'fr'] as const;
