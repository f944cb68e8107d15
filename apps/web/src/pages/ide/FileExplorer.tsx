/**
 * The IDE's file explorer (spec §2): the project tree with sizes, a new-folder button (its dialog
 * here: folders are made only from the explorer), a refresh button, a click opens a file, and a
 * right-click menu — open, rename, delete, set as top level, set as testbench (the last two only
 * for .v/.sv files) — whose clicks are debounced by 300 ms. The same menu opens from each entry's
 * "more" button (⋯), so the actions are reachable without a right-click: by Tab and Enter from the
 * keyboard, or by a tap. The top-level and testbench files carry a mark.
 */
import { EllipsisOutlined, FileOutlined, FolderAddOutlined, FolderOutlined, ReloadOutlined } from '@ant-design/icons';
import type { IdeTreeNode } from '@veridojo/contracts';
import { Button, Dropdown, Empty, Menu, Tag, Tooltip, Tree, type MenuProps, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../app/feedback.tsx';
import { CreateFolderModal } from './IdeModals.tsx';
import { formatSize, isVerilogFile, MENU_DEBOUNCE_MS } from './ide-rules.ts';
import type { Roles } from './use-workspace.ts';

export type ExplorerAction = 'open' | 'rename' | 'delete' | 'top' | 'testbench';

interface FileExplorerProps {
  tree: IdeTreeNode[] | null;
  failed: boolean;
  active: string | null;
  roles: Roles;
  onRefresh: () => void;
  onOpen: (path: string) => void;
  onAction: (action: ExplorerAction, node: IdeTreeNode) => void;
  /** 新建文件夹: true once the server made it. */
  onCreateFolder: (path: string) => Promise<boolean>;
}

/** The context menu's items for one entry: top and testbench only for Verilog files (spec §2). */
export function menuItems(node: IdeTreeNode): MenuProps['items'] {
  const verilog = node.type === 'file' && isVerilogFile(node.path);
  return [
    ...(node.type === 'file' ? [{ key: 'open', label: '打开' }] : []),
    { key: 'rename', label: '重命名' },
    { key: 'delete', label: '删除', danger: true },
    ...(verilog
      ? [{ type: 'divider' as const }, { key: 'top', label: '设为顶层文件' }, { key: 'testbench', label: '设为测试平台（testbench）' }]
      : []),
  ];
}

export function FileExplorer({ tree, failed, active, roles, onRefresh, onOpen, onAction, onCreateFolder }: FileExplorerProps) {
  const lastClick = useRef(0);
  const [creatingFolder, setCreatingFolder] = useState(false);
  // One context menu for the whole tree, at the pointer: closed by a click elsewhere, Escape or scrolling.
  const [menu, setMenu] = useState<{ node: IdeTreeNode; x: number; y: number } | null>(null);
  const menuBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menu) return;
    const close = (event: Event) => {
      if (event instanceof MouseEvent && menuBox.current?.contains(event.target as Node)) return;
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      setMenu(null);
    };
    window.addEventListener('mousedown', close);
    window.addEventListener('keydown', close);
    window.addEventListener('scroll', close, true);
    return () => {
      window.removeEventListener('mousedown', close);
      window.removeEventListener('keydown', close);
      window.removeEventListener('scroll', close, true);
    };
  }, [menu]);
  // Folders are open unless the learner closed them: a loaded template's folder shows its files at once.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const nodes = useMemo(() => {
    const byPath = new Map<string, IdeTreeNode>();
    const convert = (list: IdeTreeNode[]): TreeDataNode[] =>
      list.map((node) => {
        byPath.set(node.path, node);
        return {
          key: node.path,
          isLeaf: node.type === 'file',
          icon: node.type === 'file' ? <FileOutlined /> : <FolderOutlined />,
          title: node.name,
          children: node.children ? convert(node.children) : undefined,
        };
      });
    const data = convert(tree ?? []);
    const folders = [...byPath.values()].filter((n) => n.type === 'folder').map((n) => n.path);
    return { data, byPath, folders };
  }, [tree]);

  const onMenu = (node: IdeTreeNode, key: string) => {
    setMenu(null);
    const now = Date.now();
    if (now - lastClick.current < MENU_DEBOUNCE_MS) return;
    lastClick.current = now;
    if ((key === 'top' || key === 'testbench') && !isVerilogFile(node.path)) {
      toast.warning(key === 'top' ? '只能将Verilog文件设置为顶层文件' : '只能将Verilog文件设置为testbench文件');
      return;
    }
    onAction(key as ExplorerAction, node);
  };

  return (
    <nav className="vd-ide-explorer" aria-label="项目文件">
      <div className="vd-ide-explorer-head">
        <span>项目文件</span>
        <Tooltip title="新建文件夹">
          <Button size="small" type="text" icon={<FolderAddOutlined />} aria-label="新建文件夹" onClick={() => setCreatingFolder(true)} />
        </Tooltip>
        <Tooltip title="刷新">
          <Button size="small" type="text" icon={<ReloadOutlined />} aria-label="刷新文件列表" onClick={onRefresh} />
        </Tooltip>
      </div>
      {failed && !tree ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="加载文件列表失败">
          <Button size="small" onClick={onRefresh}>
            重试
          </Button>
        </Empty>
      ) : tree && tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有文件：新建一个文件，或者从模板开始" />
      ) : (
        <Tree
          showIcon
          blockNode
          treeData={nodes.data}
          expandedKeys={nodes.folders.filter((f) => !collapsed.has(f))}
          onExpand={(keys) => setCollapsed(new Set(nodes.folders.filter((f) => !keys.includes(f))))}
          selectedKeys={active ? [active] : []}
          onRightClick={({ event, node }) => {
            event.preventDefault();
            const entry = nodes.byPath.get(String(node.key));
            if (entry) setMenu({ node: entry, x: event.clientX, y: event.clientY });
          }}
          onSelect={(_keys, info) => {
            const node = nodes.byPath.get(String(info.node.key));
            if (node?.type === 'file') onOpen(node.path);
          }}
          titleRender={(data) => {
            const node = nodes.byPath.get(String(data.key))!;
            return (
              <span className="vd-ide-node" data-path={node.path}>
                <span className="vd-ide-node-name">{node.name}</span>
                {roles.top === node.path && (
                  <Tag color="blue" bordered={false}>
                    顶层
                  </Tag>
                )}
                {roles.testbench === node.path && (
                  <Tag color="purple" bordered={false}>
                    测试平台
                  </Tag>
                )}
                <span className="vd-ide-node-size">{formatSize(node.size)}</span>
                <EntryMenuButton node={node} onPick={(key) => onMenu(node, key)} />
              </span>
            );
          }}
        />
      )}
      {creatingFolder && <CreateFolderModal onClose={() => setCreatingFolder(false)} onCreate={onCreateFolder} />}
      {menu && (
        <div ref={menuBox} className="vd-ide-menu" style={{ left: menu.x, top: menu.y }}>
          <Menu selectable={false} items={menuItems(menu.node)} onClick={({ key }) => onMenu(menu.node, key)} />
        </div>
      )}
    </nav>
  );
}

/**
 * The entry's "more" button and its menu (the context menu's items). Its clicks and keys stay here:
 * bubbling to the tree (the menu is a portal, but React events still bubble through it) they would
 * open the file or move the tree's selection.
 */
function EntryMenuButton({ node, onPick }: { node: IdeTreeNode; onPick: (key: string) => void }) {
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: menuItems(node),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          onPick(key);
        },
      }}
    >
      <Button
        size="small"
        type="text"
        className="vd-ide-node-more"
        icon={<EllipsisOutlined />}
        aria-label={`${node.name} 的更多操作`}
        onClick={stop}
        onKeyDown={stop}
      />
    </Dropdown>
  );
}
