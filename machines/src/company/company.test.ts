import { describe, expect, it } from 'vitest';
import { vatIdProblem } from '../checkout/businessIds.ts';
import { COMPANY, companyAddressLine } from './company.ts';

describe('the company behind the shop', () => {
  it('has a USt-IdNr. with a valid check digit', () => {
    expect(vatIdProblem(COMPANY.vatId)).toBeNull();
  });

  it('has a one-line address for footers and letterheads', () => {
    expect(companyAddressLine()).toBe('Federweg 1, 10115 Berlin');
  });
});
