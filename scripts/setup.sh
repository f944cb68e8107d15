#!/usr/bin/env bash
# Installs everything VeriDojo needs on a Debian machine, then starts it or tests it.
#   scripts/setup.sh start   install, then start the platform on http://localhost:3000 (PGlite under ./data)
#   scripts/setup.sh test    install, then run every test (what CI runs)
#   scripts/setup.sh         install only
# Safe to run again: system packages are installed only when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-install}"
case "$mode" in start | test | install) ;; *) echo "usage: $0 [start|test|install]" >&2; exit 2 ;; esac

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

# System packages: the HDL toolchain (Yosys for the `synth` job's reports, issue 32), the sandbox, PostgreSQL (for the test cluster and for
# DATABASE_URL deployments), Chromium and CJK fonts for browser tests, a C compiler for the
# converter's Verilog parser (tools/verilog-parse), nginx and openssl (the shipped nginx site is
# tested in front of a server on loopback ports: deploy/nginx), systemd (systemd-analyze checks
# the shipped units), Prometheus (promtool checks the shipped rules, and the dashboard is tested
# against a server: deploy/prometheus), Node.js when absent.
packages=(iverilog ghdl verilator yosys bubblewrap util-linux postgresql chromium fonts-noto-cjk ca-certificates gcc libc6-dev nginx openssl systemd prometheus)
command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "▶ apt-get install ${missing[*]}"
  $SUDO apt-get update -q
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
  # Debian's prometheus package enables and starts its own service, open to the network on :9090
  # with no login. We install it for its binaries (the tests start their own on a free loopback
  # port, never :9090); a server machine must not serve its metrics to anyone, and the operator
  # runs Prometheus where docs/DEPLOY.md says. So the service is stopped and disabled, but only
  # when this run installed the package: a Prometheus the machine already had is left alone.
  if [[ " ${missing[*]} " == *" prometheus "* ]] && command -v systemctl >/dev/null 2>&1; then
    $SUDO systemctl disable --now prometheus.service >/dev/null 2>&1 || true
  fi
fi

# The unprivileged account judge workers switch to when started as root.
if ! id -u veridojo-judge >/dev/null 2>&1; then
  echo "▶ useradd veridojo-judge"
  $SUDO useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin veridojo-judge
fi

# npm packages, including Node.js 24 itself (the `node` devDependency; see docs/decisions/node-version.md).
echo "▶ npm ci"
npm ci --no-audit --no-fund

echo "▶ npm run build"
npm run build

echo "▶ npm run db:setup"
npm run db:setup

case "$mode" in
  start) exec npm start ;;
  test) exec npm test ;;
  install) echo "安装完成：npm start 启动平台，npm test 运行全部测试" ;;
esac
