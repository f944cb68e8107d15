/** The tag filter buttons of the problem list: multi-select, with a button to clear the selection. */
import { Button } from 'antd';

export function TagFilter({
  tags,
  selected,
  onChange,
}: {
  tags: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const toggle = (tag: string) => onChange(selected.includes(tag) ? selected.filter((t) => t !== tag) : [...selected, tag]);
  return (
    <div role="group" aria-label="按标签筛选" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {tags.map((tag) => {
        const on = selected.includes(tag);
        return (
          <Button key={tag} size="small" shape="round" type={on ? 'primary' : 'default'} aria-pressed={on} onClick={() => toggle(tag)}>
            {tag}
          </Button>
        );
      })}
      {selected.length > 0 && (
        <Button size="small" type="link" onClick={() => onChange([])}>
          清除筛选
        </Button>
      )}
    </div>
  );
}
