/** The admin calls' shapes: a user row and the configuration as GET returns them are accepted back by PUT. */
import { describe, expect, it } from 'vitest';
import { AdminConfig, AdminConfigUpdate, AdminUser, AdminUserUpdate, ADMIN_USER_READ_ONLY, looksMasked, maskSecret } from './admin.ts';

describe('the admin round trip (spec §7 "with the user fields", "with the config")', () => {
  it('accepts every field of a listed user, the read-only ones named for refusals', () => {
    const editable = ['version', 'is_admin', 'is_teacher', 'membership_type', 'vip_expiry_date'];
    for (const key of Object.keys(AdminUser.shape)) expect(Object.keys(AdminUserUpdate.shape), key).toContain(key);
    expect(Object.keys(AdminUser.shape).filter((k) => !editable.includes(k))).toEqual(Object.keys(ADMIN_USER_READ_ONLY));
  });

  it('accepts every key of the configuration as shown', () => {
    expect(Object.keys(AdminConfigUpdate.shape).sort()).toEqual(Object.keys(AdminConfig.shape).sort());
  });

  it('knows its masks: set secrets of any length, never a plain key', () => {
    for (const secret of ['k', 'sk-1234567890', '-----END PRIVATE KEY-----']) expect(looksMasked(maskSecret(secret)), secret).toBe(true);
    for (const value of ['', 'sk-1234567890', '已设置', '已设置（••••12345）']) expect(looksMasked(value), value).toBe(false);
  });
});
