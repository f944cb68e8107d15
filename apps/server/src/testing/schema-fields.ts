/**
 * The string fields of a call's body or query schema, found by walking the zod schema, and a
 * request with one of them replaced: how the generated tests (text-fields, the attacker suite's SQL
 * injection) reach every string a call takes, the day a field is added to the contract.
 */
import { programOutput } from '@veridojo/contracts';
import type { z } from 'zod';

type Path = (string | number)[];
export interface StringField {
  path: Path;
  programOutput: boolean;
  multiline: boolean;
}

/** Every string a value of `schema` can hold, with where it sits (arrays: their first element). */
export function stringFields(schema: z.ZodType, path: Path = []): StringField[] {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  const inner = (key: string) => stringFields(def[key] as z.ZodType, path);
  switch (def.type) {
    case 'string':
      return [{ path, programOutput: programOutput.has(schema), multiline: false }];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => stringFields(field, [...path, key]));
    case 'array':
      return stringFields(def.element as z.ZodType, [...path, 0]);
    case 'record':
      return stringFields(def.valueType as z.ZodType, [...path, 'key']);
    case 'optional':
    case 'nullable':
    case 'default':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')].filter((f, i, all) => all.findIndex((g) => g.path.join('.') === f.path.join('.')) === i);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => stringFields(option, path));
    default:
      return [];
  }
}

/** `base` with the string at `path` (arrays: their first element) replaced by `value`. */
export function withValue(base: unknown, path: Path, value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(base) && base.length > 0 ? base : [{}];
    return [withValue(list[0], rest, value), ...list.slice(1)];
  }
  const object = (base && typeof base === 'object' ? base : {}) as Record<string, unknown>;
  return { ...object, [head!]: withValue(object[head!], rest, value) };
}
