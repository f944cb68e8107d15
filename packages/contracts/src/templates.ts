/**
 * The IDE's project templates (spec §2 template picker, §7 GET /online/templates): what a
 * template's template.json says about it. The templates themselves are folders under
 * packages/problem-format/templates, read by readProjectTemplates().
 */
import { z } from 'zod';
import { text } from './validation.ts';

/** A template's name is its folder and its path in POST /online/templates/{name}: a plain slug. */
export const TemplateName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/);

export const ProjectTemplateMeta = z.strictObject({
  name: TemplateName,
  /** Shown in the picker. */
  title: text('模板标题').min(1).max(40),
  description: text('模板说明').min(1).max(300),
  /** A name the web app maps to an icon of its own (no image files to serve). */
  icon: z.string().regex(/^[a-z][a-z0-9_-]{0,29}$/),
  /** The testbench's module: the project's top to simulate (the spec's default, test_bench). */
  top: z.string().regex(/^[A-Za-z_][A-Za-z0-9_$]*$/),
  /** Place in the picker, simplest first. */
  order: z.number().int().min(0),
});
export type ProjectTemplateMeta = z.infer<typeof ProjectTemplateMeta>;

export interface ProjectTemplate extends ProjectTemplateMeta {
  /** File name → text: a design and a self-checking testbench that prints one `PASS:` line. */
  files: Record<string, string>;
}
