#!/usr/bin/env bash
# Starts a real llama.cpp inference server on loopback for the LLM
# extractor's integration tests (extract/llm, issue 28):
#   1. installs node-llama-cpp (llama.cpp prebuilt for CPU; never built
#      here, no GPU) into a cache directory with npm;
#   2. writes the tiny random-weight llama model (go run ./scripts/tinygguf);
#   3. starts scripts/llama-server.mjs (OpenAI-compatible
#      /v1/chat/completions) on 127.0.0.1 and waits until it answers.
# It prints, or writes to --env-file, AXAGENT_TEST_LLAMA_URL (the base URL
# the Go tests read) and AXAGENT_TEST_LLAMA_PID (to stop it).
#
#   eval "$(scripts/llama-server.sh)"; go test ./extract/llm/ -run LlamaCpp
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
cache="${AXAGENT_LLAMA_CACHE:-/tmp/axagent-llama}"
env_file=""
context=8192
version=3.22.1
while [ $# -gt 0 ]; do
  case "$1" in
    --env-file) env_file="$2"; shift 2 ;;
    --cache) cache="$2"; shift 2 ;;
    --context) context="$2"; shift 2 ;;
    *) echo "llama-server.sh: unknown argument $1 (want --env-file F, --cache DIR, --context N)" >&2; exit 2 ;;
  esac
done
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "llama-server.sh: node and npm are needed (Debian: apt-get install nodejs npm)" >&2
  exit 1
fi
case "$(uname -m)" in
  x86_64) platform=linux-x64 ;;
  aarch64) platform=linux-arm64 ;;
  *) echo "llama-server.sh: no prebuilt llama.cpp for $(uname -m)" >&2; exit 1 ;;
esac
mkdir -p "$cache"
if [ "$(node -p "try{require('$cache/node_modules/node-llama-cpp/package.json').version}catch(e){''}")" != "$version" ]; then
  [ -f "$cache/package.json" ] || echo '{"private": true}' > "$cache/package.json"
  # --ignore-scripts: node-llama-cpp's postinstall could try to download
  # or build llama.cpp; the prebuilt binaries of @node-llama-cpp/<platform>
  # are all it needs (optional GPU variants are left out).
  (cd "$cache" && NODE_LLAMA_CPP_SKIP_DOWNLOAD=true npm install --no-audit --no-fund --loglevel=error \
    --omit=optional --ignore-scripts "node-llama-cpp@$version" "@node-llama-cpp/$platform@$version" >&2)
fi
# The server script runs from the cache, where its import resolves.
cp scripts/llama-server.mjs "$cache/llama-server.mjs"
go run ./scripts/tinygguf -out "$cache/tiny.gguf"
log="$cache/server.log"
(cd "$cache" && exec node llama-server.mjs --model "$cache/tiny.gguf" --port 0 --context "$context") >"$log" 2>&1 &
pid=$!
url=""
for _ in $(seq 1 240); do
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "llama-server.sh: the server exited:" >&2; cat "$log" >&2; exit 1
  fi
  url=$(sed -n 's/^listening \(http:[^ ]*\)$/\1/p' "$log" | head -1)
  if [ -n "$url" ] && curl -sf "$url/health" >/dev/null 2>&1; then
    break
  fi
  url=""
  sleep 0.5
done
if [ -z "$url" ]; then
  echo "llama-server.sh: the server did not answer within 2 minutes:" >&2; cat "$log" >&2
  kill "$pid" 2>/dev/null || true
  exit 1
fi
out="AXAGENT_TEST_LLAMA_URL=$url/v1
AXAGENT_TEST_LLAMA_PID=$pid"
if [ -n "$env_file" ]; then
  printf 'export %s\nexport %s\n' "AXAGENT_TEST_LLAMA_URL=$url/v1" "AXAGENT_TEST_LLAMA_PID=$pid" >"$env_file"
fi
printf 'export %s\n' $out
