/** HDL tooling shared by the worker and the server: today the code-line counter of the limits. */
export { countCodeLines } from './line-count.ts';
