import { Empty } from '@bidhall/contracts/abp/envelope';
import { ClientSettingDto, PlatformSettingDto, PlatformSettingInput } from '@bidhall/contracts/platform-setting';
import { clientVisibleSettings } from '@bidhall/domain/platform-settings';
import { ROLES } from '@bidhall/domain/roles';
import { endpoint, type Service } from '../../http/endpoint.ts';
import { loadPlatformSettings, toPlatformSettingDto, updatePlatformSettings } from './service.ts';

const ADMIN = { roles: [ROLES.admin] } as const;

/** Administrator settings of the tenant, and the client-visible part for the web app. */
export const platformSettingService: Service = {
  name: 'PlatformSetting',
  endpoints: [
    endpoint({
      method: 'Get',
      summary: "The tenant's platform settings (the defaults until saved)",
      input: Empty,
      output: PlatformSettingDto,
      access: ADMIN,
      handle: async (ctx) => toPlatformSettingDto(await loadPlatformSettings(ctx.db, ctx.tenantId)),
    }),
    endpoint({ method: 'Update', summary: 'Replace the platform settings; validated together', input: PlatformSettingInput, output: PlatformSettingDto, access: ADMIN, handle: updatePlatformSettings }),
    endpoint({
      method: 'GetClientSettings',
      summary: 'What the web app needs before sign-in: dev-tool blocking, whether registration is open',
      input: Empty,
      output: ClientSettingDto,
      access: 'anonymous',
      handle: async (ctx) => clientVisibleSettings(await loadPlatformSettings(ctx.db, ctx.tenantId)),
    }),
  ],
};
