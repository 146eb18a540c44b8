import { describe, expect, it } from 'vitest';
import { loginPath, safeDashboardReturn } from './returnTo.ts';

describe('dashboard return path', () => {
  it.each([
    ['/dashboard/orders?status=hold', '/dashboard/orders?status=hold'],
    ['/dashboard/orders/ord_1', '/dashboard/orders/ord_1'],
    ['/dashboard', '/dashboard'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/profile', '/dashboard'],
    ['/dashboardx', '/dashboard'],
    ['//evil.example/dashboard', '/dashboard'],
    ['https://evil.example/dashboard', '/dashboard'],
    ['/dashboard/../profile', '/dashboard'],
    ['/dashboard/login', '/dashboard'],
    ['/dashboard/login?returnTo=/dashboard', '/dashboard'],
  ])('%s → %s', (value, expected) => {
    expect(safeDashboardReturn(value)).toBe(expected);
  });

  it('builds the login address', () => {
    expect(loginPath('/dashboard/orders?page=2')).toBe(
      '/dashboard/login?returnTo=%2Fdashboard%2Forders%3Fpage%3D2',
    );
    expect(loginPath()).toBe('/dashboard/login');
    expect(loginPath('/dashboard/login')).toBe('/dashboard/login');
  });
});
