/**
 * The jail's system-call filter: a classic BPF program for bubblewrap's `--seccomp FD`, built
 * here from the kernel's documented layout (struct seccomp_data, struct sock_filter) rather than
 * from a library, so nothing beyond Debian's bubblewrap is needed. The HDL tools only read and
 * write files, fork and exec; the filter refuses (EPERM) what a tool never needs and an escape
 * would: sockets, ptrace and reading other processes' memory, mounts, new namespaces, keyrings,
 * kernel modules, BPF, perf, io_uring and the like. Calls of another architecture or the x32 ABI
 * kill the process (they would bypass a table of x86-64 numbers). clone3 answers ENOSYS, so the
 * C library falls back to clone, whose flags the filter can read.
 *
 * Only x86-64 is described; on other machines `seccompFilter()` returns null and the jail runs
 * without the filter (the namespaces and limits still hold).
 */
import os from 'node:os';

const AUDIT_ARCH_X86_64 = 0xc000003e;
const X32_SYSCALL_BIT = 0x40000000;
const RET_ALLOW = 0x7fff0000;
const RET_KILL_PROCESS = 0x80000000;
const RET_ERRNO = 0x00050000;
const EPERM = 1;
const ENOSYS = 38;

// BPF opcodes (linux/filter.h): load word at absolute offset, jumps on a constant, return.
const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const JSET_K = 0x45;
const RET_K = 0x06;

/** Offsets in struct seccomp_data. */
const NR = 0;
const ARCH = 4;
const ARG0_LOW = 16;

/** x86-64 system calls no HDL tool makes, each a way out of or around the jail. */
const DENIED: Record<string, number> = {
  socket: 41,
  socketpair: 53,
  ptrace: 101,
  syslog: 103,
  uselib: 134,
  personality: 135,
  pivot_root: 155,
  adjtimex: 159,
  chroot: 161,
  acct: 163,
  settimeofday: 164,
  mount: 165,
  umount2: 166,
  swapon: 167,
  swapoff: 168,
  reboot: 169,
  sethostname: 170,
  setdomainname: 171,
  iopl: 172,
  ioperm: 173,
  init_module: 175,
  delete_module: 176,
  quotactl: 179,
  lookup_dcookie: 212,
  clock_settime: 227,
  kexec_load: 246,
  add_key: 248,
  request_key: 249,
  keyctl: 250,
  unshare: 272,
  perf_event_open: 298,
  name_to_handle_at: 303,
  open_by_handle_at: 304,
  setns: 308,
  process_vm_readv: 310,
  process_vm_writev: 311,
  kcmp: 312,
  finit_module: 313,
  kexec_file_load: 320,
  bpf: 321,
  userfaultfd: 323,
  io_uring_setup: 425,
  io_uring_enter: 426,
  io_uring_register: 427,
  open_tree: 428,
  move_mount: 429,
  fsopen: 430,
  fsconfig: 431,
  fsmount: 432,
  fspick: 433,
  pidfd_getfd: 438,
  mount_setattr: 442,
};
const CLONE = 56;
const CLONE3 = 435;
/** CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET, and CLONE_NEWTIME. */
const CLONE_NEW_NAMESPACES = 0x7e020000 | 0x80;

type Instruction = [code: number, jt: number, jf: number, k: number];

function encode(program: Instruction[]): Buffer {
  const out = Buffer.alloc(program.length * 8);
  program.forEach(([code, jt, jf, k], i) => {
    out.writeUInt16LE(code, i * 8);
    out.writeUInt8(jt, i * 8 + 2);
    out.writeUInt8(jf, i * 8 + 3);
    out.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return out;
}

/** The compiled filter for this machine, or null where only another architecture is known. */
export function seccompFilter(arch: string = os.arch()): Buffer | null {
  if (arch !== 'x64') return null;
  const denied = Object.values(DENIED);
  const body: Instruction[] = [];
  body.push([LD_W_ABS, 0, 0, ARCH]);
  body.push([JEQ_K, 1, 0, AUDIT_ARCH_X86_64]);
  body.push([RET_K, 0, 0, RET_KILL_PROCESS]);
  body.push([LD_W_ABS, 0, 0, NR]);
  body.push([JGE_K, 0, 1, X32_SYSCALL_BIT]);
  body.push([RET_K, 0, 0, RET_KILL_PROCESS]);
  for (const nr of denied) body.push([JEQ_K, 0, 1, nr], [RET_K, 0, 0, RET_ERRNO | EPERM]);
  body.push([JEQ_K, 0, 1, CLONE3], [RET_K, 0, 0, RET_ERRNO | ENOSYS]);
  // clone: refuse flags that make new namespaces (bubblewrap already made the jail's own).
  body.push([JEQ_K, 0, 3, CLONE]);
  body.push([LD_W_ABS, 0, 0, ARG0_LOW]);
  body.push([JSET_K, 0, 1, CLONE_NEW_NAMESPACES]);
  body.push([RET_K, 0, 0, RET_ERRNO | EPERM]);
  body.push([RET_K, 0, 0, RET_ALLOW]);
  return encode(body);
}
