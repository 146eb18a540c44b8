import { OFFICE } from '@federkiel/machines/fulfilment/staffPermissions';
import { useStaffSession } from '../api/session.ts';
import { useMay } from './useMay.ts';

/**
 * What the signed-in role may see and use on the order screens (issue 28). Routes come from
 * the permission table the server enforces (`may`); amounts and the customer's contact data
 * have no route of their own, so they follow the same table's office roles — the ones the
 * server does not redact for (staff/redaction.ts). Screens leave out what is not theirs.
 */
export interface RoleView {
  may: (routeId: string) => boolean;
  /** Amounts, payment and refunds. */
  money: boolean;
  /** The customer's name, e-mail, phone and addresses (the cards' recipients stay). */
  customer: boolean;
}

export function useRoleView(): RoleView {
  const may = useMay();
  const role = useStaffSession().data?.staff.role;
  const office = role !== undefined && OFFICE.includes(role);
  return { may, money: office, customer: office };
}
