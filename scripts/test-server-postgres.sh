#!/usr/bin/env bash
# Runs the server test suite on a real PostgreSQL server: a throwaway cluster in a temporary
# folder, listening on a Unix socket only, removed whatever happens.
#   scripts/test-server-postgres.sh                  # vitest run --project server
#   scripts/test-server-postgres.sh tests/server/orders.test.ts
#   scripts/test-server-postgres.sh --serve          # start a cluster, print DATABASE_URL, wait for Ctrl-C
# PostgreSQL refuses to run as root: as root the cluster belongs to the user `nobody`.
set -euo pipefail
cd "$(dirname "$0")/.."

bin_dir=""
for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
  if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then bin_dir="$candidate"; break; fi
done
if [ -z "$bin_dir" ]; then
  echo "PostgreSQL binaries not found in /usr/lib/postgresql/*/bin. Install them: apt-get install -y postgresql" >&2
  exit 1
fi

tmp="$(mktemp -d /tmp/balcao-pg.XXXXXX)"
run_as=()
pg_user="$(id -un)"
if [ "$(id -u)" = "0" ]; then
  run_as=(runuser -u nobody --)
  pg_user=nobody
  chmod 755 "$tmp"
  chown nobody "$tmp"
fi
as_pg() { "${run_as[@]}" "$@"; }

cleanup() {
  as_pg "$bin_dir/pg_ctl" -D "$tmp/pg" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

as_pg mkdir "$tmp/sock"
as_pg "$bin_dir/initdb" -D "$tmp/pg" -U "$pg_user" -A trust --no-sync -E UTF8 --locale=C.UTF-8 >"$tmp/initdb.log" 2>&1 \
  || { cat "$tmp/initdb.log" >&2; exit 1; }
# Durability is pointless for a throwaway cluster; these make CREATE DATABASE and commits cheap.
if ! as_pg "$bin_dir/pg_ctl" -D "$tmp/pg" -l "$tmp/server.log" -w -t 30 \
  -o "-k $tmp/sock -h '' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null; then
  cat "$tmp/server.log" >&2
  exit 1
fi

export DATABASE_URL="postgres://$pg_user@/postgres?host=$tmp/sock"
echo "PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') on $tmp/sock"

if [ "${1:-}" = "--serve" ]; then
  echo "DATABASE_URL=$DATABASE_URL"
  echo "Ctrl-C stops the server and deletes it."
  while true; do sleep 3600 & wait $!; done   # wait: the trap runs at once on Ctrl-C
fi

# The tests mostly wait on the server (a database copied from the template for each): four files at a time
# take a third of the time of one, even on two cores.
npx vitest run --project server --maxWorkers="${PG_TEST_WORKERS:-4}" "$@"
