import { endpoints, type Role, roleCan, STAFF_PERMISSIONS } from '@shop/shared/contracts';
import { STAFF_ROUTE_PREFIX } from '../../plugins/app/staff-access';
import { testDatabases } from '../../test/databases';
import { signedInAs } from '../../test/staff';
import { startTestApp, type TestApp } from '../../test/test-app';

const ROLES: Role[] = ['Korisnik', 'Editor', 'Admin'];

/** A concrete URL for a route pattern: every `:param` becomes 1 (the answer may be 404, never a pass on access). */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

describe('the staff permission matrix', () => {
  it('names only the three roles, and gives Admins every permission', () => {
    for (const [permission, roles] of Object.entries(STAFF_PERMISSIONS)) {
      expect({ permission, roles: roles.filter((role) => !ROLES.includes(role)) }).toEqual({ permission, roles: [] });
      expect({ permission, admin: roleCan('Admin', permission as keyof typeof STAFF_PERMISSIONS) }).toEqual({
        permission,
        admin: true,
      });
    }
  });

  it('lets Editors manage price lists, and only Admins change companies and their terms (issue 27)', () => {
    expect(ROLES.filter((role) => roleCan(role, 'pricelists.manage'))).toEqual(['Editor', 'Admin']);
    expect(ROLES.filter((role) => roleCan(role, 'companies.manage'))).toEqual(['Admin']);
    expect(endpoints.adminUpdatePriceList.permission).toBe('pricelists.manage');
    expect(endpoints.adminUpdateCompany.permission).toBe('companies.manage');
  });

  it('covers every admin call of the contracts, and only those', () => {
    const entries = Object.entries(endpoints).map(([name, e]) => ({
      name,
      admin: e.path.startsWith(STAFF_ROUTE_PREFIX),
      permission: 'permission' in e ? e.permission : undefined,
    }));
    expect(entries.filter((e) => e.admin && !e.permission).map((e) => e.name)).toEqual([]);
    expect(entries.filter((e) => !e.admin && e.permission).map((e) => e.name)).toEqual([]);
  });
});

describe.each(testDatabases())('every staff route × every role answers as the matrix says, on $name', (database) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('refuses guests (401) and roles without the permission (403), lets the others through', async () => {
    t = await startTestApp(database);
    const routes = t.app.staffRoutes;
    // The panel exists: an empty list would make this test pass for nothing.
    expect(routes.length).toBeGreaterThan(0);
    // A staff route with no matrix entry is a mistake: name it.
    expect(routes.filter((route) => !route.permission).map((route) => `${route.method} ${route.url}`)).toEqual([]);

    const cookies = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, (await signedInAs(t.db, role)).cookie] as const)),
    ) as Record<Role, string>;

    const wrong: string[] = [];
    for (const route of routes) {
      const call = (cookie?: string) =>
        t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { ...(cookie && { cookie }), 'accept-language': 'en' },
        });
      const guest = await call();
      if (guest.statusCode !== 401) wrong.push(`${route.method} ${route.url} guest → ${guest.statusCode}`);
      for (const role of ROLES) {
        const status = (await call(cookies[role])).statusCode;
        const allowed = route.permission !== undefined && roleCan(role, route.permission);
        const ok = allowed ? status !== 401 && status !== 403 : status === 403;
        if (!ok) wrong.push(`${route.method} ${route.url} ${role} → ${status} (allowed: ${allowed})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
