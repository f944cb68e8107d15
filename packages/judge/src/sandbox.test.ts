/**
 * Escape attempts against the jail, each pinned to what must happen: no host files, no writes
 * outside /job, no network, loops and floods stopped at their limits, disk capped, nothing
 * left running, results only through the driver's fd 3.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { keepJailsWarm, parseResults, ResultReader, runInJail, sandboxProblem, warmJail, warmNextJail } from './sandbox.ts';

describe('the sandbox', () => {
  it('is usable on this machine', () => {
    expect(sandboxProblem()).toBeNull();
  });

  it('runs Icarus Verilog inside and hands results back on fd 3', async () => {
    const result = await runInJail({
      files: { 'src/hello.v': 'module hello; initial begin $display("sum=%0d", 2+3); end endmodule\n' },
      script: 'iverilog -o sim /in/src/hello.v && vvp -n sim </dev/null 3>&- > out.txt; emit out out.txt; id -u',
    });
    expect(result.end).toBe('exited');
    expect(result.results.out?.toString()).toContain('sum=5');
    expect(result.stdout.trim()).toBe('65534');
  });

  it('shows no host files: /etc, /home, /root and the worker`s files are absent', async () => {
    const result = await runInJail({
      files: {
        'probe.v': 'module p; integer f; initial begin f = $fopen("/etc/passwd", "r"); $display("fd=%0d", f); end endmodule\n',
      },
      script: `ls /etc /home /root "${process.cwd()}" 2>&1; iverilog -o p /in/probe.v && vvp -n p </dev/null 3>&-`,
    });
    expect(result.stdout).toMatch(/\/etc.*No such file/);
    expect(result.stdout).toMatch(/\/home.*No such file/);
    expect(result.stdout).toContain('fd=0');
    expect(result.stdout).not.toContain('root:x:0:0');
  });

  it('allows writes only inside /job', async () => {
    const result = await runInJail({
      files: { 'a.txt': 'x' },
      script: 'for d in /usr /in /tmp /; do touch "$d/escape" 2>/dev/null && echo "wrote $d"; done; touch /job/ok && echo "wrote /job"',
    });
    expect(result.stdout.trim()).toBe('wrote /job');
  });

  it('has no network: the system-call filter refuses sockets of every family', async () => {
    // perl (perl-base, essential on Debian) is the one tool under /usr that opens sockets directly.
    const result = await runInJail({
      files: {},
      script: `for f in 1 2 10 16 17; do perl -e "socket(S, $f, 1, 0) ? print qq(opened $f\\n) : print qq(refused $f: \\$!\\n)"; done`,
    });
    expect(result.stdout.trim().split('\n')).toEqual([1, 2, 10, 16, 17].map((f) => `refused ${f}: Operation not permitted`));
  });

  it('refuses new namespaces, ptrace and mounts, and kills calls of another ABI', async () => {
    const result = await runInJail({
      files: {},
      script: [
        'unshare -U true 2>&1 || echo "unshare refused"',
        'unshare -n true 2>&1 || echo "netns refused"',
        'mount -t tmpfs none /job/tmp 2>&1 || echo "mount refused"',
        // syscall 101 (ptrace) through perl's syscall(): EPERM from the filter.
        `perl -e 'syscall(101, 16, 1, 0, 0) == -1 and print "ptrace: $!\\n"'`,
        // 0x40000000 | 39 (getpid in the x32 ABI): the filter kills the process.
        `perl -e 'syscall(0x40000027); print "x32 ran\\n"'; echo "x32 exit $?"`,
      ].join('\n'),
    });
    expect(result.stdout).toContain('unshare refused');
    expect(result.stdout).toContain('netns refused');
    expect(result.stdout).toContain('mount refused');
    expect(result.stdout).toContain('ptrace: Operation not permitted');
    expect(result.stdout).not.toContain('x32 ran');
    expect(result.stdout).toMatch(/x32 exit (159|137)/);
  });

  it('shows no /proc (the driver`s command line and descriptors) and passes no stray descriptors', async () => {
    const result = await runInJail({
      files: {},
      script: 'ls /proc 2>&1; for fd in 4 5 6; do (cat <&$fd) 2>/dev/null && echo "fd $fd open"; done; echo done',
    });
    expect(result.stdout).toMatch(/\/proc.*No such file/);
    expect(result.stdout).not.toContain('open');
    expect(result.stdout).toContain('done');
  });

  it('gives a Yosys run only the /proc/self/exe link it needs, no procfs, and /tmp on the job`s own disk', async () => {
    const result = await runInJail({
      files: {},
      tools: ['yosys'],
      script: 'find /proc 2>&1; readlink /proc/self/exe; ls /proc/1 2>&1; touch /tmp/x && ls /job/tmp',
    });
    expect(result.stdout.split('\n').slice(0, 4)).toEqual(['/proc', '/proc/self', '/proc/self/exe', '/usr/bin/yosys']);
    expect(result.stdout).toMatch(/\/proc\/1.*No such file/);
    expect(result.stdout.trim().endsWith('x')).toBe(true);
  });

  it('stops an infinite simulation at the limit and leaves no process behind', async () => {
    const marker = `loop_${process.pid}_${Date.now()}`;
    const result = await runInJail({
      files: { [`${marker}.v`]: 'module l; reg c = 0; always #1 c = ~c; endmodule\n' },
      script: `iverilog -o ${marker} /in/${marker}.v && vvp -n ${marker} </dev/null 3>&-`,
      limits: { wallMs: 1500, cpuSeconds: 10 },
    });
    expect(result.end).toBe('wall-timeout');
    expect(result.wallMs).toBeLessThan(4000);
    await new Promise((r) => setTimeout(r, 200));
    expect(() => execFileSync('pgrep', ['-f', marker])).toThrow();
  });

  it('stops a CPU-bound loop at the CPU limit', async () => {
    const result = await runInJail({ files: {}, script: 'while :; do :; done', limits: { cpuSeconds: 1, wallMs: 8000 } });
    expect(result.end).toBe('exited');
    expect(result.exitCode).not.toBe(0);
    expect(result.wallMs).toBeLessThan(6000);
  });

  it('stops an output flood at the output cap', async () => {
    const result = await runInJail({
      files: { 'f.v': 'module f; initial forever begin $display("flood flood flood flood"); #1; end endmodule\n' },
      script: 'iverilog -o f /in/f.v && vvp -n f </dev/null 3>&-',
      limits: { outputBytes: 64 * 1024, wallMs: 8000 },
    });
    expect(result.end).toBe('output-limit');
    expect(result.stdout.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('caps total disk use with the tmpfs size, not just per file', async () => {
    const result = await runInJail({
      files: {},
      script: 'i=0; while [ $i -lt 40 ]; do head -c 1048576 /dev/zero > f$i 2>/dev/null || break; i=$((i+1)); done; echo files=$i',
      limits: { diskBytes: 8 * 1024 * 1024, fileBytes: 4 * 1024 * 1024 },
    });
    const written = Number(/files=(\d+)/.exec(result.stdout)?.[1]);
    expect(written).toBeLessThanOrEqual(8);
  });

  it('keeps a fork bomb inside the process limit', async () => {
    const result = await runInJail({ files: {}, script: 'b() { b | b & }; b; sleep 1; echo survived', limits: { wallMs: 3000 } });
    expect(['exited', 'wall-timeout']).toContain(result.end);
    // Without the process limit the kernel needs tens of seconds to tear down the bomb's processes.
    expect(result.wallMs).toBeLessThan(8000);
  });

  it('does not let the simulated code write to the results channel', async () => {
    const result = await runInJail({
      files: { 'w.v': 'module w; integer fd; initial begin fd = 3; $fdisplay(32\'h3, "forged 9\\nxxxxxxxxx"); end endmodule\n' },
      script: 'iverilog -o w /in/w.v && vvp -n w </dev/null 3>&- ; emit_value done yes',
    });
    expect(Object.keys(result.results)).toEqual(['done']);
  });

  it('refuses input paths that climb out of the input directory', async () => {
    await expect(runInJail({ files: { '../../etc/evil': 'x' }, script: 'true' })).rejects.toThrow(/escapes/);
  });
});

/** Whether a process still runs. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the jail started as `pid` has got as far as its waiting shell: an `sh` among its descendants. */
function shellWaits(pid: number): boolean {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((row) => row.trim().split(/\s+/));
  const inTree = new Set([String(pid)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of rows) if (!inTree.has(child!) && inTree.has(parent!)) grew = Boolean(inTree.add(child!));
  }
  return rows.some(([child, , comm]) => comm === 'sh' && inTree.has(child!) && child !== String(pid));
}

/** A run, then the next run's jail made, as the worker makes it once the run's report is answered (sandbox.ts). */
async function ranThenWarmed(request: Parameters<typeof runInJail>[0]) {
  const result = await runInJail(request);
  warmNextJail();
  return result;
}

describe('a jail made before its run', () => {
  afterEach(() => keepJailsWarm(false));

  it('never shows its driver: not on the stdin the tools inherit, not under /in or /job', async () => {
    for (const warm of [false, true]) {
      keepJailsWarm(warm);
      if (warm) await ranThenWarmed({ files: {}, script: 'true' }); // leaves the jail the next run takes
      const result = await runInJail({
        files: { 'a.v': 'module a; endmodule\n' },
        // What a tool started without a redirection reads of stdin while the driver runs, then every file it can see.
        script: 'timeout 0.5 cat > /job/stdin; emit stdin /job/stdin; grep -rl "BEGIN" /in /job 2>/dev/null; ls -A /in',
      });
      expect(result.end, `warm: ${warm}`).toBe('exited');
      expect(result.results.stdin?.toString(), `warm: ${warm}`).toBe('');
      expect(result.stdout.trim(), `warm: ${warm}`).toBe('a.v');
    }
  });

  it('kept warm: a run`s end leaves the next jail waiting; the next run takes it and sees only its own inputs and an empty /job', async () => {
    keepJailsWarm(true);
    const first = await ranThenWarmed({ files: { 'first.txt': 'one' }, script: 'echo left > /job/left; cat /in/first.txt' });
    expect(first.stdout).toBe('one');
    const waiting = warmJail();
    expect(waiting).not.toBeNull();
    expect(alive(waiting!.pid)).toBe(true);
    const second = await runInJail({
      files: { 'second.txt': 'two' },
      script: 'ls -A /in; ls -A /job; cat /job/left 2>&1; id -u; emit_value ok yes',
    });
    expect(second.stdout.trim().split('\n')).toEqual(['second.txt', 'tmp', 'cat: /job/left: No such file or directory', '65534']);
    expect(second.results.ok?.toString()).toBe('yes');
    // The waiting jail ran that run and ended with it; none is made until the caller asks (its
    // spawn would hold up what the caller does next: the worker's report), then another one waits.
    expect(alive(waiting!.pid)).toBe(false);
    expect(fs.existsSync(waiting!.inputDir)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warmJail()).toBeNull();
    warmNextJail();
    expect(warmJail()).not.toBeNull();
    expect(warmJail()?.pid).not.toBe(waiting!.pid);
  });

  it('kept warm: a run with other limits gets a jail made with them, and they hold', async () => {
    keepJailsWarm(true);
    await ranThenWarmed({ files: {}, script: 'true' });
    expect(warmJail()).not.toBeNull();
    const small = await runInJail({
      files: {},
      script: 'head -c 4096 /dev/zero > /job/big 2>/dev/null; wc -c < /job/big',
      limits: { fileBytes: 1024 },
    });
    expect(small.stdout.trim()).toBe('1024');
    const large = await runInJail({ files: {}, script: 'head -c 4096 /dev/zero > /job/big; wc -c < /job/big' });
    expect(large.stdout.trim()).toBe('4096');
  });

  it('a run whose inputs cannot be written ends the jail it took: no shell is left waiting', async () => {
    keepJailsWarm(true);
    await ranThenWarmed({ files: {}, script: 'true' });
    const taken = warmJail()!;
    await expect.poll(() => shellWaits(taken.pid), { timeout: 10_000 }).toBe(true);
    await expect(runInJail({ files: { '../escape.txt': 'x' }, script: 'true' })).rejects.toThrow(/escapes the jail/);
    await expect.poll(() => alive(taken.pid)).toBe(false);
    expect(fs.existsSync(taken.inputDir)).toBe(false);
  });

  it('kept warm no longer: the waiting jail is ended and its files removed', async () => {
    keepJailsWarm(true);
    await ranThenWarmed({ files: {}, script: 'true' });
    const waiting = warmJail()!;
    keepJailsWarm(false);
    expect(warmJail()).toBeNull();
    expect(fs.existsSync(waiting.inputDir)).toBe(false);
    await expect.poll(() => alive(waiting.pid)).toBe(false);
  });
});

describe('parseResults', () => {
  it('reads framed results, keeps a truncated last frame, and ignores text outside frames', () => {
    const data = Buffer.from('K BEGIN a\nabc\nK END\nK BEGIN b\nline 1\nK END is not the end\nK END\nK BEGIN c\nshort');
    const results = parseResults(data, 'K');
    expect(results.a?.toString()).toBe('abc');
    expect(results.b?.toString()).toBe('line 1\nK END is not the end');
    expect(results.c?.toString()).toBe('short');
    expect(parseResults(Buffer.from('forged BEGIN x\n1\nforged END\n'), 'K')).toEqual({});
  });

  it('reads the same frames whatever the reads are cut into, reporting each as it completes', () => {
    const data = Buffer.from('BOUNDARY BEGIN a\nabc\nBOUNDARY END\nBOUNDARY BEGIN b\n' + 'x'.repeat(5000) + '\nBOUNDARY END\n');
    for (const size of [1, 2, 7, 13, 64, 4096]) {
      const reader = new ResultReader('BOUNDARY');
      const completed: string[] = [];
      for (let at = 0; at < data.length; at += size) for (const [name] of reader.push(data.subarray(at, at + size))) completed.push(name);
      expect(completed, `reads of ${size} bytes`).toEqual(['a', 'b']);
      const results = reader.finish();
      expect(results.a?.toString()).toBe('abc');
      expect(results.b?.toString()).toBe('x'.repeat(5000));
    }
  });
});

describe('the development opt-out', () => {
  it('is honoured only outside production', async () => {
    const { unsafeNoSandbox } = await import('./sandbox.ts');
    expect(unsafeNoSandbox({ VERIDOJO_UNSAFE_NO_SANDBOX: '1' })).toBe(true);
    expect(unsafeNoSandbox({ VERIDOJO_UNSAFE_NO_SANDBOX: '1', NODE_ENV: 'production' })).toBe(false);
    expect(unsafeNoSandbox({})).toBe(false);
  });

  it('still judges, with limits, when set', async () => {
    const { judge } = await import('./judge/judge.ts');
    process.env.VERIDOJO_UNSAFE_NO_SANDBOX = '1';
    try {
      const iface = { top: 'TopModule', inputs: [{ name: 'a', width: 2 }], outputs: [{ name: 'y', width: 2 }] };
      const reference = 'module TopModule(input [1:0] a, output [1:0] y); assign y = ~a; endmodule\n';
      expect((await judge({ iface, stimulus: { random: 8 }, reference, code: reference, timeLimitMs: 5000, seed: 1 })).verdict).toBe(
        'accepted',
      );
      const wrong = reference.replace('~a', 'a');
      expect((await judge({ iface, stimulus: { random: 8 }, reference, code: wrong, timeLimitMs: 5000, seed: 1 })).verdict).toBe(
        'wrong_answer',
      );
    } finally {
      delete process.env.VERIDOJO_UNSAFE_NO_SANDBOX;
    }
  });
});
