/**
 * /online-ide — the online Verilog IDE (spec §2 Online IDE, §4, §5, §8): the non-VIP notice, the
 * toolbar, the file explorer, the editor tabs, the output, waveform and synthesis panel, the dialogs
 * and the AI drawer. The project lives on the server (use-workspace.ts); compile and simulate run in
 * the judge's jail through a worker (use-runs.ts), and so does synthesis (use-synthesis.ts, issue
 * 32). The route is guarded: only logged-in users get here.
 */
import {
  ApartmentOutlined,
  BugOutlined,
  CaretRightOutlined,
  CloudDownloadOutlined,
  FileAddOutlined,
  FolderOpenOutlined,
  ImportOutlined,
  MenuOutlined,
  RobotOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { CHAT_OUTPUT_MAX, exemptFromFreeLimits, IDE_RUN_LIMITS, type Diagnostic } from '@veridojo/contracts';
import { Alert, Button, Select, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '../../api/query.ts';
import { toast } from '../../app/feedback.tsx';
import { useCurrentUser } from '../../auth/session.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { usePublicConfig } from '../home/use-public-config.ts';
import type { EditorHandle } from '../../editor/editor-handle.ts';
import { AiDrawer } from './AiDrawer.tsx';
import { BottomPanel, type BottomTab } from './BottomPanel.tsx';
import { EditorArea } from './EditorArea.tsx';
import { FileExplorer, type ExplorerAction } from './FileExplorer.tsx';
import { CreateFileModal, RenameModal, TemplateModal } from './IdeModals.tsx';
import { hasDumpStatements, IMPORT_ACCEPT, moduleOf, withDumpStatements } from './ide-rules.ts';
import { simulationChoices, useRuns } from './use-runs.ts';
import { useSynthesis } from './use-synthesis.ts';
import { useWorkspace } from './use-workspace.ts';
import './ide.css';

/** A normal user's longest simulation and a paid member's, in seconds (IDE_RUN_LIMITS). */
const FREE_SIMULATE_S = IDE_RUN_LIMITS.simulate.freeMaxMs / 1000;
const MAX_SIMULATE_S = IDE_RUN_LIMITS.simulate.maxMs / 1000;

type Dialog = { kind: 'create' } | { kind: 'template' } | { kind: 'rename'; path: string } | null;

function LineLimitNotice() {
  const user = useCurrentUser();
  const config = usePublicConfig();
  if (!user || exemptFromFreeLimits(user, new Date())) return null;
  const limit = config.status === 'ready' ? config.config.ide_line_limit : 50;
  return (
    <Alert
      type="info"
      showIcon
      className="vd-ide-notice"
      message={
        <>
          普通用户在线 IDE 每次编译或仿真最多 {limit} 行代码（用到的所有 .v/.sv 文件合计，不计空行和注释；.txt 文件不计），仿真最长{' '}
          {FREE_SIMULATE_S} 秒。<Link to="/vip-recharge">升级 VIP</Link> 可解除行数限制，仿真最长 {MAX_SIMULATE_S} 秒。
        </>
      }
    />
  );
}

export default function OnlineIdePage() {
  usePageTitle('在线Verilog编译');
  const user = useCurrentUser();
  const workspace = useWorkspace(user?.id ?? 0);
  const [bottomTab, setBottomTab] = useState<BottomTab>('output');
  const paid = user !== null && exemptFromFreeLimits(user, new Date());
  const [simulateSeconds, setSimulateSeconds] = useState(IDE_RUN_LIMITS.simulate.defaultMs / 1000);
  const runs = useRuns(
    workspace,
    useCallback(() => setBottomTab('waveform'), []),
    { simulateSeconds, paid },
  );
  const synthesis = useSynthesis(
    workspace,
    useCallback(() => setBottomTab('synthesis'), []),
  );
  /** A compile, a simulation or a synthesis: one at a time. */
  const busy = runs.running !== null || synthesis.synthesising;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [aiOpen, setAiOpen] = useState(false);
  const [explorerOpen, setExplorerOpen] = useState(false);
  const editorRef = useRef<EditorHandle>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const { roles, files, active, tree } = workspace;
  const activeFile = files.find((f) => f.path === active);
  const modified = activeFile !== undefined && activeFile.content !== activeFile.saved;
  // Closing or reloading the tab with an edited, unsaved file asks first.
  useLeaveGuard(files.some((f) => f.content !== f.saved));

  // What the waveform tab's helper needs: the testbench's module and whether it dumps a waveform.
  // An unreadable file keeps what was shown (a failed read keeps the last answer), silently.
  const { textOf } = workspace;
  const testbenchPath = roles.testbench;
  const testbenchText = useQuery(
    testbenchPath ? `ide testbench ${testbenchPath}` : null,
    async () => {
      const source = testbenchPath ? await textOf(testbenchPath) : null;
      if (source === null) throw new Error(`${testbenchPath} is not readable`);
      return source;
    },
    { keepPrevious: true, onError: () => {} },
  );
  const { refetch: rereadTestbench } = testbenchText;
  // The tree changes after every save, rename or delete: the testbench's text may have changed with it.
  useEffect(() => {
    void rereadTestbench();
  }, [tree, rereadTestbench]);
  const testbenchSource = testbenchPath ? testbenchText.data : undefined;
  const testbench = useMemo(
    () =>
      testbenchSource === undefined
        ? { module: null, missing: false }
        : { module: moduleOf(testbenchSource), missing: !hasDumpStatements(testbenchSource) },
    [testbenchSource],
  );

  // Ctrl+S (⌘S) saves the current file (spec §5).
  const saveActive = workspace.save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (active) void saveActive(active);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, saveActive]);

  const onAction = (action: ExplorerAction, node: { path: string; type: string }) => {
    if (action === 'open') void workspace.open(node.path);
    else if (action === 'rename') setDialog({ kind: 'rename', path: node.path });
    else if (action === 'delete') void workspace.remove(node.path);
    else if (action === 'top') {
      workspace.setRoles((r) => ({ ...r, top: node.path }));
      toast.success(`已将 ${node.path} 设为顶层文件`);
    } else {
      workspace.setRoles((r) => ({ ...r, testbench: node.path }));
      toast.success(`已将 ${node.path} 设为测试平台文件`);
    }
  };

  const openAt = async (d: Pick<Diagnostic, 'file' | 'line'>) => {
    if (!d.file || !(await workspace.open(d.file))) return;
    // The editor mounts (lazily, keyed by file) after the tab switch: try until it is there.
    for (let attempt = 0; attempt < 20; attempt++) {
      await new Promise((r) => setTimeout(r, 50));
      if (editorRef.current) {
        editorRef.current.jumpToLine(d.line);
        return;
      }
    }
  };

  const addDump = async () => {
    if (!roles.testbench) {
      toast.warning('请先设置测试平台文件');
      return;
    }
    const source = await workspace.textOf(roles.testbench);
    const module = source === null ? null : moduleOf(source);
    if (source !== null && hasDumpStatements(source)) {
      toast.info('测试平台中已包含所需的波形语句');
      return;
    }
    const next = source === null || module === null ? null : withDumpStatements(source, module);
    if (next === null || !(await workspace.replaceAndSave(roles.testbench, next))) {
      toast.error('自动添加失败，请手动添加');
      return;
    }
    if (active === roles.testbench) editorRef.current?.setCode(next);
    toast.success('已将波形语句添加到测试平台');
  };

  const diagnostics = runs.run?.answer?.diagnostics ?? [];
  return (
    <div className="vd-ide">
      <LineLimitNotice />
      <div className="vd-ide-toolbar" role="toolbar" aria-label="IDE 工具栏">
        <Button
          className="vd-ide-files-toggle"
          icon={<MenuOutlined />}
          onClick={() => setExplorerOpen((o) => !o)}
          aria-expanded={explorerOpen}
        >
          文件
        </Button>
        <Button icon={<FileAddOutlined />} onClick={() => setDialog({ kind: 'create' })}>
          新建文件
        </Button>
        <Button icon={<ImportOutlined />} onClick={() => importInput.current?.click()}>
          导入文件
        </Button>
        <input
          ref={importInput}
          type="file"
          multiple
          accept={`${IMPORT_ACCEPT},.zip`}
          hidden
          aria-label="选择要导入的文件"
          onChange={(e) => {
            const picked = [...(e.target.files ?? [])];
            e.target.value = '';
            void workspace.importFiles(picked);
          }}
        />
        <Button icon={<CloudDownloadOutlined />} onClick={() => void workspace.exportProject()}>
          导出文件
        </Button>
        <Button icon={<FolderOpenOutlined />} onClick={() => setDialog({ kind: 'template' })}>
          加载模板
        </Button>
        <Tooltip title="Ctrl+S">
          <Button icon={<SaveOutlined />} disabled={!modified} onClick={() => active && void workspace.save(active)}>
            保存
          </Button>
        </Tooltip>
        <Button icon={<RobotOutlined />} onClick={() => setAiOpen((o) => !o)} aria-pressed={aiOpen}>
          AI 助手
        </Button>
        <span className="vd-ide-toolbar-gap" />
        <Button icon={<BugOutlined />} loading={runs.running === 'compile'} disabled={busy} onClick={() => void runs.compile()}>
          {runs.running === 'compile' ? '编译中...' : '编译'}
        </Button>
        <Tooltip title={paid ? '仿真运行的最长时间' : `普通用户仿真最长 ${FREE_SIMULATE_S} 秒，升级 VIP 可延长到 ${MAX_SIMULATE_S} 秒`}>
          <Select
            aria-label="仿真时限"
            className="vd-ide-sim-limit"
            value={simulateSeconds}
            onChange={setSimulateSeconds}
            disabled={busy}
            options={simulationChoices(paid).map((c) => ({
              value: c.seconds,
              label: c.allowed ? `仿真时限 ${c.seconds} 秒` : `仿真时限 ${c.seconds} 秒（VIP）`,
              disabled: !c.allowed,
            }))}
          />
        </Tooltip>
        <Button
          type="primary"
          icon={<CaretRightOutlined />}
          loading={runs.running === 'simulate'}
          disabled={busy}
          onClick={() => void runs.simulate()}
        >
          {runs.running === 'simulate' ? '仿真中...' : '仿真'}
        </Button>
        <Tooltip title="用 Yosys 综合顶层文件中的设计：单元、触发器、锁存器、组合环路和原理图">
          <Button icon={<ApartmentOutlined />} loading={synthesis.synthesising} disabled={busy} onClick={() => void synthesis.synthesise()}>
            {synthesis.synthesising ? '综合中...' : '综合'}
          </Button>
        </Tooltip>
      </div>
      <div className={`vd-ide-main${explorerOpen ? ' vd-ide-explorer-open' : ''}`}>
        <FileExplorer
          tree={tree}
          failed={workspace.treeFailed}
          active={active}
          roles={roles}
          onRefresh={() => void workspace.refresh()}
          onOpen={(path) => {
            setExplorerOpen(false);
            void workspace.open(path);
          }}
          onAction={onAction}
          onCreateFolder={workspace.createFolder}
        />
        <div className="vd-ide-work">
          <EditorArea
            files={files}
            active={active}
            diagnostics={diagnostics}
            editorRef={editorRef}
            onActivate={(path) => void workspace.activate(path)}
            onClose={(path) => void workspace.close(path)}
            onEdit={workspace.edit}
            onNewFile={() => setDialog({ kind: 'create' })}
            onTemplate={() => setDialog({ kind: 'template' })}
          />
          <BottomPanel
            tab={bottomTab}
            onTab={setBottomTab}
            run={runs.run}
            running={runs.running !== null}
            dump={{ testbench: roles.testbench, module: testbench.module, missing: testbench.missing }}
            onAddDump={() => void addDump()}
            onDiagnostic={(d) => {
              void openAt(d);
            }}
            synth={synthesis.synth}
            synthesising={synthesis.synthesising}
            onSource={(place) => void openAt(place)}
          />
        </div>
      </div>
      {dialog?.kind === 'create' && <CreateFileModal onClose={() => setDialog(null)} onCreate={workspace.create} />}
      {dialog?.kind === 'template' && <TemplateModal onClose={() => setDialog(null)} onLoad={workspace.loadTemplate} />}
      {dialog?.kind === 'rename' && (
        <RenameModal
          path={dialog.path}
          tree={tree ?? []}
          onClose={() => setDialog(null)}
          onRename={(name) => workspace.rename(dialog.path, name)}
        />
      )}
      <AiDrawer
        open={aiOpen}
        onClose={() => setAiOpen(false)}
        context={() => ({
          ...(activeFile ? { file: { name: activeFile.path, content: activeFile.content } } : {}),
          ...(runs.run?.answer ? { output: `${runs.run.answer.message}\n${runs.run.answer.log}`.slice(-CHAT_OUTPUT_MAX) } : {}),
        })}
        onInsert={(code) => {
          if (!editorRef.current) toast.warning('请先打开一个文件');
          else editorRef.current.insertText(code);
        }}
      />
    </div>
  );
}
