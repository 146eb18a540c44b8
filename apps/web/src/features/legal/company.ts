/** The company behind the shop, as the legal pages show it: the one source the invoices use too. */
export { COMPANY } from '@federkiel/machines/company/company';
