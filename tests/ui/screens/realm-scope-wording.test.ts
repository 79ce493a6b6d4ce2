// The worded names of scopes, roles and products (issue 18): known codes through the catalogue, unknown ones
// as the service named them (scopes) or read as words (roles, products); inherited object keys are not codes.
import { describe, expect, it } from 'vitest';
import { productName, roleName } from '../../../ui/screens/account/realm-wording';
import { scopeWording } from '../../../ui/screens/consent/scope-wording';

const t = (key: string): string => `<${key}>`;

describe('scopeWording', () => {
  it('words a standard scope and shows any other scope as named', () => {
    expect(scopeWording(t, 'email')).toBe('<consent.scope.email>');
    expect(scopeWording(t, 'payroll.read')).toBe('payroll.read');
    expect(scopeWording(t, 'constructor')).toBe('constructor');
  });
});

describe('roleName and productName', () => {
  it('words the known codes and reads an unknown one as words', () => {
    expect(roleName(t, 'COMPANY_ADMIN')).toBe('<account.role.companyAdmin>');
    expect(roleName(t, 'TAX_PRO')).toBe('Tax pro');
    expect(roleName(t, 'toString')).toBe('Tostring');
    expect(productName(t, 'budget')).toBe('<account.product.budget>');
    expect(productName(t, 'receipt-scanner')).toBe('Receipt scanner');
  });
});
