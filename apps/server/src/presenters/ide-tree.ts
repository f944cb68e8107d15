/**
 * The project tree a user sees (spec §3 IDE file tree node): rows nested by path, folders first
 * and then files, each level by name without case; a folder's size is the sum of its files.
 */
import { idePathKey, type IdeTreeNode } from '@veridojo/contracts';
import type { IdeEntryRow } from '../repos/ide-files.ts';

export function presentTree(rows: IdeEntryRow[]): IdeTreeNode[] {
  const root: IdeTreeNode[] = [];
  const folders = new Map<string, IdeTreeNode>();
  // Shorter paths first, so a folder's row comes before its children's; a child whose folder row
  // is missing is kept at the root rather than lost.
  const sorted = [...rows].sort((a, b) => a.path.length - b.path.length);
  for (const row of sorted) {
    const slash = row.path.lastIndexOf('/');
    const name = row.path.slice(slash + 1);
    const node: IdeTreeNode = { name, path: row.path, type: row.type, size: row.type === 'file' ? row.size : 0 };
    if (row.type === 'folder') {
      node.children = [];
      folders.set(row.path, node);
    }
    const parent = slash < 0 ? undefined : folders.get(row.path.slice(0, slash));
    (parent?.children ?? root).push(node);
    if (row.type === 'file') {
      for (let p = row.path.lastIndexOf('/'); p > 0; p = row.path.lastIndexOf('/', p - 1)) {
        const folder = folders.get(row.path.slice(0, p));
        if (folder) folder.size += row.size;
      }
    }
  }
  // Names compare without case, as siblings are unique without case (code points otherwise: stable on every host).
  const keys = new Map<IdeTreeNode, string>();
  const keyOf = (n: IdeTreeNode) => {
    let key = keys.get(n);
    if (key === undefined) keys.set(n, (key = `${n.type === 'folder' ? 0 : 1}${idePathKey(n.name)}`));
    return key;
  };
  const order = (list: IdeTreeNode[]) => {
    list.sort((a, b) => {
      const [x, y] = [keyOf(a), keyOf(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
    for (const n of list) if (n.children) order(n.children);
  };
  order(root);
  return root;
}
