/**
 * The configuration form (spec §2, §5): one reading of the stored configuration for every
 * consumer (repos/system-config.ts readSystemConfig, key by key), shown to the admin with the
 * secrets masked and package prices in yuan; a change writes only the keys sent, after checking
 * each value and the whole result (a secret sent as its mask is the stored one: the form may come
 * back whole, spec §7 "PUT /admin/config with the config"), with its audit entry in the same transaction. Every
 * server process keeps the configuration in memory (kept-copy.ts) and drops it at the commit's
 * notice, so a change applies everywhere at once.
 */
import {
  looksMasked,
  maskSecret,
  SECRET_CONFIG_KEYS,
  SystemConfig,
  type AdminConfig,
  type AdminConfigUpdate,
  type SecretConfigKey,
} from '@veridojo/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../http/errors.ts';
import { recordAudit } from '../repos/admin-audit.ts';
import { readSystemConfig, writeSystemConfig } from '../repos/system-config.ts';
import type { AdminActor } from './admin-users.ts';

const SECRET_LABELS: Record<SecretConfigKey, string> = {
  deepseek_api_key: 'AI 服务密钥',
  alipay_private_key: '支付宝应用私钥',
  alipay_public_key: '支付宝公钥',
};

function isSecret(key: string): key is SecretConfigKey {
  return (SECRET_CONFIG_KEYS as readonly string[]).includes(key);
}

function presentConfig(config: SystemConfig): AdminConfig {
  return {
    ...config,
    deepseek_api_key: maskSecret(config.deepseek_api_key),
    alipay_private_key: maskSecret(config.alipay_private_key),
    alipay_public_key: maskSecret(config.alipay_public_key),
    vip_packages: Object.fromEntries(
      Object.entries(config.vip_packages).map(([id, p]) => [
        id,
        {
          name: p.name,
          price: p.price_fen / 100,
          days: p.days,
          description: p.description,
          features: p.features,
          recommended: p.recommended,
        },
      ]),
    ),
  };
}

export async function adminConfig(ctx: AppContext): Promise<AdminConfig> {
  return presentConfig(await ctx.config.current());
}

/** What the audit log shows of a value before and after a change: a secret only as set, replaced or removed. */
function auditBefore(key: string, value: unknown): unknown {
  if (!isSecret(key)) return value;
  return value === '' ? '（未设置）' : '（已设置）';
}
function auditAfter(key: string, value: unknown): unknown {
  if (!isSecret(key)) return value;
  return value === '' ? '（已清除）' : '（已更换）';
}

export async function updateConfig(ctx: AppContext, actor: AdminActor, change: AdminConfigUpdate): Promise<AdminConfig> {
  const answer = await ctx.db.transaction(async (tx) => {
    const current = await readSystemConfig(tx);
    const next: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) continue;
      if (isSecret(key) && typeof value === 'string' && looksMasked(value)) {
        // The mask GET shows keeps the stored secret; any other mask-shaped text is a stale form, never a key.
        if (value === maskSecret(current[key])) continue;
        throw new AppError(
          'VALIDATION_FAILED',
          `${SECRET_LABELS[key]}是打码显示的值，且与当前保存的不符：请刷新后填写新的密钥，或不发送这一项以保留原值`,
        );
      }
      if (key === 'vip_packages') {
        next[key] = Object.fromEntries(
          Object.entries(change.vip_packages!).map(([id, p]) => [
            id,
            {
              name: p.name,
              price_fen: Math.round(p.price * 100),
              days: p.days,
              description: p.description,
              features: p.features,
              recommended: p.recommended,
            },
          ]),
        );
      } else next[key] = value;
    }
    const checked = SystemConfig.safeParse(next);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      throw new AppError('VALIDATION_FAILED', `${issue.path.join('.')}: ${issue.message}`);
    }
    const changed = Object.keys(change).filter(
      (key) => JSON.stringify(checked.data[key as keyof SystemConfig]) !== JSON.stringify(current[key as keyof SystemConfig]),
    );
    if (changed.length > 0) {
      await writeSystemConfig(tx, Object.fromEntries(changed.map((key) => [key, checked.data[key as keyof SystemConfig]])));
      const before = Object.fromEntries(changed.map((key) => [key, auditBefore(key, current[key as keyof SystemConfig])]));
      const after = Object.fromEntries(changed.map((key) => [key, auditAfter(key, checked.data[key as keyof SystemConfig])]));
      await recordAudit(tx, { admin: actor.user, action: 'update_config', target: 'config', before, after, address: actor.address });
    }
    return presentConfig(checked.data);
  });
  ctx.config.changed(); // after the commit: this process's next read must not wait for the notice
  return answer;
}
