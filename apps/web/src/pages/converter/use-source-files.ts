/**
 * The converter's open .v files (spec §4, §5): the files and the one in the editor, files picked
 * from disk (admitted by converter-rules.ts: others skipped with a warning, a name the server
 * would refuse renamed, and the renamed ones listed for the notice) or created, edited and closed.
 */
import { useState } from 'react';
import { toast } from '../../app/feedback.tsx';
import { admitPicked, newModuleText, type PickedName } from './converter-rules.ts';

export interface SourceFile {
  name: string;
  content: string;
}

/** `onEmptied`: the last file was closed (the page then clears its results). */
export function useSourceFiles(onEmptied: () => void) {
  const [files, setFiles] = useState<SourceFile[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [renamed, setRenamed] = useState<PickedName[]>([]);
  const names = files.map((f) => f.name);

  // A file added under an open file's name (case aside, as the server compares) replaces it.
  const add = (added: SourceFile[]) => {
    setFiles((current) => [...current.filter((f) => !added.some((a) => a.name.toLowerCase() === f.name.toLowerCase())), ...added]);
    if (added.length > 0) setActive(added[0]!.name);
  };

  const close = (name: string) => {
    const rest = files.filter((f) => f.name !== name);
    setFiles(rest);
    if (rest.length === 0) {
      // Removing the last file clears the results and the editor (spec §4).
      onEmptied();
      setActive(null);
    } else if (active === name) setActive(rest[0]!.name);
  };

  const pick = async (chosen: readonly File[]) => {
    const pickedNames = chosen.map((f) => f.name);
    const admitted = admitPicked(pickedNames, names);
    if (admitted.skipped.length > 0) toast.warning(`只能转换 .v 文件，已跳过：${admitted.skipped.join('、')}`);
    setRenamed(admitted.files.filter((f) => f.renamedBecause !== null));
    add(await Promise.all(admitted.files.map(async (f) => ({ name: f.name, content: await chosen[f.at]!.text() }))));
  };

  return {
    files,
    names,
    active,
    current: files.find((f) => f.name === active),
    select: setActive,
    /** A new file under `name`, holding a module named after it. */
    create: (name: string) => add([{ name, content: newModuleText(name) }]),
    edit: (name: string, content: string) => setFiles((all) => all.map((f) => (f.name === name ? { ...f, content } : f))),
    close,
    pick,
    renamed,
    dismissRenamed: () => setRenamed([]),
  };
}
