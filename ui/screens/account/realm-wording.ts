// Roles and products are codes of the service (seed 001 §3: "their names are not shown"); the household and
// company views word the known ones through the catalogue instead of printing OWNER or budget.
import type { TextFn } from '../text';
import type { TextKey } from './text';

const ROLE_KEYS: ReadonlyMap<string, TextKey> = new Map([
  ['OWNER', 'account.role.owner'],
  ['ADMIN', 'account.role.admin'],
  ['COMPANY_ADMIN', 'account.role.companyAdmin'],
  ['MEMBER', 'account.role.member'],
  ['BOOKKEEPER', 'account.role.bookkeeper'],
]);

const PRODUCT_KEYS: ReadonlyMap<string, TextKey> = new Map([['budget', 'account.product.budget']]);

/** An unknown code read as words ("TAX_PRO" → "Tax pro") rather than shouted at the user. */
function humanized(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The worded name of a realm role. */
export function roleName(t: TextFn<TextKey>, role: string): string {
  const key = ROLE_KEYS.get(role);
  return key !== undefined ? t(key) : humanized(role);
}

/** The worded name of a product of the realm. */
export function productName(t: TextFn<TextKey>, productId: string): string {
  const key = PRODUCT_KEYS.get(productId);
  return key !== undefined ? t(key) : humanized(productId);
}
