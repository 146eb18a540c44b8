import { useCallback } from 'react';
import { roleMay } from '@federkiel/machines/fulfilment/staffPermissions';
import { useStaffSession } from '../api/session.ts';

/**
 * Whether the signed-in role may use a route of the dashboard API (`'GET /wunderlinks'`),
 * from the table the server enforces: screens hide what would only answer 403.
 */
export function useMay(): (routeId: string) => boolean {
  const role = useStaffSession().data?.staff.role;
  return useCallback((routeId: string) => (role ? roleMay(role, routeId) : false), [role]);
}
