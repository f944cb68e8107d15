/**
 * Path parameters that are paths of their own (the IDE's `/online/files/:name`, contracts
 * PathParams.slashes): a client may send `a/b.v` with raw slashes, which no router parameter
 * matches, so the URL is rewritten before routing to the encoded form `a%2Fb.v` that the route
 * declares. Rules come from the call table; a longer fixed tail (`/rename`) is tried first, and
 * only for its own method, so `PUT …/a/rename` renames `a` while `GET …/a/rename` reads a path.
 */
import { API, type ApiCall } from '@veridojo/contracts';

interface Rule {
  method: string;
  head: string;
  tail: string;
}

function rulesOf(calls: ApiCall[], base: string): Rule[] {
  const rules: Rule[] = [];
  for (const call of calls) {
    const name = call.params?.slashes;
    if (!name) continue;
    const marker = `:${name}`;
    const at = call.path.indexOf(marker);
    rules.push({ method: call.method, head: base + call.path.slice(0, at), tail: call.path.slice(at + marker.length) });
  }
  return rules.sort((a, b) => b.tail.length - a.tail.length);
}

/** A rewriter for Fastify's `rewriteUrl`: the URL with a slashed parameter's slashes encoded. */
export function slashedParamRewriter(base = '/api', calls: ApiCall[] = Object.values(API)): (method: string, url: string) => string {
  const rules = rulesOf(calls, base);
  return (method, url) => {
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    for (const rule of rules) {
      if (rule.method !== method || !path.startsWith(rule.head) || !path.endsWith(rule.tail)) continue;
      const middle = path.slice(rule.head.length, path.length - rule.tail.length);
      if (middle === '') continue;
      if (!middle.includes('/')) return url;
      return rule.head + middle.replaceAll('/', '%2F') + rule.tail + (q < 0 ? '' : url.slice(q));
    }
    return url;
  };
}
