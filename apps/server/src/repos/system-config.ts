/**
 * The system configuration: one row per key of SystemConfig, seeded with the §9 defaults.
 * Keys missing from the table fall back to the defaults, so a new key needs no migration.
 */
import { DEFAULT_SYSTEM_CONFIG, SystemConfig } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';

export async function seedSystemConfig(db: Queryable): Promise<void> {
  for (const [key, value] of Object.entries(DEFAULT_SYSTEM_CONFIG)) {
    await db.query(`INSERT INTO system_config (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING`, [
      key,
      JSON.stringify(value),
    ]);
  }
}

/**
 * The configuration, key by key: a stored value its key's schema refuses (a negative or fractional
 * price written into the table by hand, say) falls back to that key's default alone, so one bad
 * value does not reset every other setting.
 */
export async function readSystemConfig(db: Queryable): Promise<SystemConfig> {
  const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM system_config');
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const config: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_SYSTEM_CONFIG)) {
    const parsed = SystemConfig.shape[key as keyof SystemConfig].safeParse(stored.has(key) ? stored.get(key) : fallback);
    config[key] = parsed.success ? parsed.data : fallback;
  }
  return config as SystemConfig;
}

/** Stores the given keys (already checked against SystemConfig). */
export async function writeSystemConfig(db: Queryable, values: Partial<SystemConfig>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db.query(
      `INSERT INTO system_config (key, value, updated_at) VALUES ($1, $2::jsonb, now())
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
}
