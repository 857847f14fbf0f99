import { PlatformSetting } from '@bidhall/contracts/routes/platform-setting';
import { clientVisibleSettings } from '@bidhall/domain/platform-settings';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, service } from '../../http/endpoint.ts';
import { loadPlatformSettings, toPlatformSettingDto, updatePlatformSettings } from './service.ts';

const ADMIN = { roles: [ROLES.admin] } as const;

/** Administrator settings of the tenant, and the client-visible part for the web app. */
export const platformSettingService = service(PlatformSetting, [
  endpoint(PlatformSetting.Get, {
    summary: "The tenant's platform settings (the defaults until saved)",
    access: ADMIN,
    handle: async (ctx) => toPlatformSettingDto(await loadPlatformSettings(ctx.db, ctx.tenantId)),
  }),
  endpoint(PlatformSetting.Update, {
    summary: 'Replace the platform settings; validated together',
    access: ADMIN,
    handle: updatePlatformSettings,
  }),
  endpoint(PlatformSetting.GetClientSettings, {
    summary: 'What the web app needs before sign-in: dev-tool blocking, whether registration is open',
    access: 'anonymous',
    handle: async (ctx) => clientVisibleSettings(await loadPlatformSettings(ctx.db, ctx.tenantId)),
  }),
]);
