// The account sections for personal data and credentials (issue 20): their own catalogue part, bundled
// only with their lazy chunks (the AccountManager chunk does not carry it).
import type { PartKeys } from '../../../catalogue';
import { enUSAccount } from '../../../catalogue/messages/en-US/account';
import { enUSAccountDetails } from '../../../catalogue/messages/en-US/account-details';
import { enUSCore } from '../../../catalogue/messages/en-US/core';
import { enUSForms } from '../../../catalogue/messages/en-US/forms';
import { useTextOf, type TextFn } from '../text';

/** The keys these sections may show. */
export type DetailsTextKey = PartKeys<
  [typeof enUSCore, typeof enUSForms, typeof enUSAccount, typeof enUSAccountDetails]
>;

/** `t` over the en-US parts of these sections. */
export function useDetailsText(): TextFn<DetailsTextKey> {
  return useTextOf(enUSCore, enUSForms, enUSAccount, enUSAccountDetails);
}
