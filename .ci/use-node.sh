#!/usr/bin/env bash
# Source this file (`source .ci/use-node.sh`) to run the project on the Node version in .nvmrc.
# When the machine's node is another major version, the pinned release is installed once from
# the npm registry (the node-linux-<arch> package carries the official binary) into
# ${VH_NODE_HOME:-$HOME/.cache/vithelper-node}/<version> and put first on PATH.
_vh_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_vh_want="$(tr -d ' \n\r' <"$_vh_root/.nvmrc")"
_vh_have="$(node -p 'process.versions.node' 2>/dev/null || echo none)"
if [ "${_vh_have%%.*}" != "${_vh_want%%.*}" ]; then
  case "$(uname -m)" in
    x86_64) _vh_arch=x64 ;;
    aarch64 | arm64) _vh_arch=arm64 ;;
    *) echo "use-node: no node-linux package for $(uname -m); install Node $_vh_want yourself" >&2 ;;
  esac
  if [ -n "${_vh_arch:-}" ]; then
    _vh_dir="${VH_NODE_HOME:-$HOME/.cache/vithelper-node}/$_vh_want"
    _vh_bin="$_vh_dir/node_modules/node-linux-$_vh_arch/bin"
    if [ ! -x "$_vh_bin/node" ]; then
      echo "use-node: installing Node $_vh_want (found $_vh_have) from the npm registry into $_vh_dir"
      npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$_vh_dir" \
        "node-linux-$_vh_arch@$_vh_want" >/dev/null || echo "use-node: install failed" >&2
    fi
    [ -x "$_vh_bin/node" ] && export PATH="$_vh_bin:$PATH"
  fi
fi
echo "use-node: node $(node -p 'process.versions.node'), npm $(npm -v)"
unset _vh_root _vh_want _vh_have _vh_arch _vh_dir _vh_bin
