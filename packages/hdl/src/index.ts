/**
 * HDL tooling: the code-line counter of the limits (server and worker) and, under
 * ./sandbox, the jail that runs the tools on user input (worker only).
 */
export { countCodeLines } from './line-count.ts';
