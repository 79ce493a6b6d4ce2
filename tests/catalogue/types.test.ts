import { describe, expectTypeOf, it } from 'vitest';
import {
  describeClientError,
  describeError,
  getMessages,
  loadLocale,
  parseApiError,
  parseOAuthError,
  type DescribedError,
  type ErrorMessageKey,
  type MessageKey,
  type MessageTable,
  type OAuthErrorCode,
  type ParsedApiError,
  type ResponseCode,
  RESPONSE_CODES,
  DEVELOPER_ERRORS,
  formatMessage,
  supportedLocales,
  type SupportedLocale,
} from '../../catalogue';

describe('public types', () => {
  it('parseApiError has the agreed signature', () => {
    expectTypeOf(parseApiError).parameters.toEqualTypeOf<[body: unknown, status?: number | null]>();
    expectTypeOf(parseApiError).returns.toEqualTypeOf<ParsedApiError>();
    expectTypeOf<ParsedApiError>().toEqualTypeOf<{
      responseCode: string | null;
      responseMessage: string;
      responseDetail: string | null;
      status: number | null;
    }>();
  });

  it('response codes are a literal union including the client-side codes', () => {
    expectTypeOf<'LOCKED_OUT'>().toMatchTypeOf<ResponseCode>();
    expectTypeOf<
      'CAPTCHA_REJECTED' | 'NO_MATCHING_ACCOUNTS_AFTER_FILTER' | 'PARTNER_INITIATION_FAIL' | 'UNKNOWN_ERROR'
    >().toMatchTypeOf<ResponseCode>();
    expectTypeOf<
      'INVALID_AUTH_CONTEXT' | 'NETWORK_ERROR' | 'TIMEOUT' | 'ABORTED' | 'INVALID_RESPONSE'
    >().toMatchTypeOf<ResponseCode>();
    expectTypeOf<'NOT_A_CODE'>().not.toMatchTypeOf<ResponseCode>();
    expectTypeOf(RESPONSE_CODES).toMatchTypeOf<readonly ResponseCode[]>();
  });

  it('describe functions return code, key and message', () => {
    expectTypeOf(describeError).returns.toEqualTypeOf<DescribedError>();
    expectTypeOf(describeClientError).returns.toEqualTypeOf<DescribedError>();
    expectTypeOf<DescribedError['key']>().toEqualTypeOf<ErrorMessageKey>();
    expectTypeOf<ErrorMessageKey>().toMatchTypeOf<MessageKey>();
    expectTypeOf<DescribedError>().toHaveProperty('code').toEqualTypeOf<string>();
    expectTypeOf<DescribedError>().toHaveProperty('message').toEqualTypeOf<string>();
  });

  it('message tables are complete records of keys', () => {
    expectTypeOf(getMessages).returns.toEqualTypeOf<MessageTable>();
    expectTypeOf(loadLocale).returns.toEqualTypeOf<Promise<MessageTable>>();
    expectTypeOf<MessageTable['error.invalidEmail']>().toEqualTypeOf<string>();
    expectTypeOf<'error.notAKey'>().not.toMatchTypeOf<MessageKey>();
    expectTypeOf<
      | 'field.email.required'
      | 'field.email.invalid'
      | 'securityQuestion.firstPet'
      | 'collision.username_taken'
    >().toMatchTypeOf<MessageKey>();
    expectTypeOf(supportedLocales).toEqualTypeOf<readonly ['en-US', 'en-CA', 'fr-CA', 'en-XA', 'ar-XB']>();
    expectTypeOf<'fr-CA'>().toMatchTypeOf<SupportedLocale>();
  });

  it('OAuth errors are a typed union', () => {
    expectTypeOf<
      'invalid_redirect_uri' | 'cannot_parse_response_text' | 'slow_down'
    >().toMatchTypeOf<OAuthErrorCode>();
    expectTypeOf<'INVALID_CLIENT'>().not.toMatchTypeOf<OAuthErrorCode>();
    expectTypeOf(parseOAuthError).returns.toHaveProperty('error').toMatchTypeOf<string>();
  });

  it('developer errors are literal templates', () => {
    expectTypeOf(DEVELOPER_ERRORS.missingOfferingId).toEqualTypeOf<'Valid offering id is required.'>();
    expectTypeOf(formatMessage).returns.toEqualTypeOf<string>();
  });
});
