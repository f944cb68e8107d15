export const ALWAYS_ON_POSTGRES: string[];
export function readTrace(file: string): Map<string, Set<string>>;
export function chooseFiles(byFile: Map<string, Set<string>>, always?: string[]): string[];
export function uncovered(pglite: Map<string, Set<string>>, postgres: Map<string, Set<string>>): { statement: string; test: string }[];
