#!/usr/bin/env bash
# Start a real Redmine for the connector's integration tests, reproducibly.
#
#   eval "$(scripts/redmine-dev.sh)"          # then: go test ./connectors/redmine/
#   scripts/redmine-dev.sh --env-file FILE    # also write the exports to FILE
#   scripts/redmine-dev.sh --stop             # stop the server this script started
#
# It installs Debian's redmine + redmine-sqlite (needs root and apt), serves it
# with webrick on 127.0.0.1:$REDMINE_PORT (default 3000) in the background,
# and, with `rails runner`, enables the REST API, creates an admin API key, a
# project, two assignable users and a filterable string custom field for the
# business key. Rerunning is safe: every step checks before it acts.
#
# stdout carries only `export NAME=value` lines; progress goes to stderr.
set -euo pipefail

PORT="${REDMINE_PORT:-3000}"
HOST=127.0.0.1
URL="http://$HOST:$PORT"
RM=/usr/share/redmine
LOG="${REDMINE_LOG:-/tmp/axagent-redmine.log}"
PIDFILE="${REDMINE_PIDFILE:-/tmp/axagent-redmine.pid}"
READY_TIMEOUT="${REDMINE_READY_TIMEOUT:-180}"
PROJECT=axagent-demo
KEY_FIELD="axagent key"
ENV_FILE=""

say() { echo "redmine-dev: $*" >&2; }
die() { say "error: $*"; exit 1; }

while [ $# -gt 0 ]; do
	case "$1" in
	--env-file) ENV_FILE="${2:?--env-file needs a path}"; shift 2 ;;
	--stop)
		if [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
			kill "$(cat "$PIDFILE")" && say "stopped pid $(cat "$PIDFILE")"
		else
			say "not running"
		fi
		rm -f "$PIDFILE"
		exit 0 ;;
	-h|--help) sed -n '2,14p' "$0" >&2; exit 0 ;;
	*) die "unknown argument $1" ;;
	esac
done

answers() { [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$URL/login" || true)" = 200 ]; }

# 1. Packages (≈35 s the first time).
if [ ! -x "$RM/bin/rails" ] || ! dpkg -s redmine-sqlite >/dev/null 2>&1 || ! dpkg -s ruby-webrick >/dev/null 2>&1; then
	[ "$(id -u)" = 0 ] || die "installing packages needs root"
	say "installing redmine, redmine-sqlite (apt-get)…"
	export DEBIAN_FRONTEND=noninteractive
	# .ci/run starts this, mail-dev.sh and chromium.sh at once: one apt at a time.
	exec 9>/tmp/axagent-apt.lock && flock 9
	apt-get update -qq >&2
	apt-get install -y -qq redmine redmine-sqlite ruby-webrick curl >&2
	flock -u 9; exec 9>&-
fi
command -v curl >/dev/null || die "curl is missing"

# 2. webrick: Ruby ≥ 3 no longer bundles it, and Bundler only loads gems the
#    Gemfile names; Redmine's Gemfile reads Gemfile.local.
if ! grep -qs 'gem "webrick"' "$RM/Gemfile.local"; then
	echo 'gem "webrick"' >>"$RM/Gemfile.local"
	say "added webrick to $RM/Gemfile.local"
fi

# 3. Server, unless one already answers.
if answers; then
	say "redmine already answers on $URL"
else
	if [ -f "$PIDFILE" ] && ! kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then rm -f "$PIDFILE"; fi
	if [ -f "$PIDFILE" ]; then
		say "server pid $(cat "$PIDFILE") is starting"
	else
		say "starting redmine on $URL (log $LOG)"
		# Every descriptor of the background job points at the log or
		# /dev/null, and exec leaves no shell waiting on it, so nothing keeps
		# the caller's stdout/stderr pipe open after this script returns.
		(cd "$RM" && RAILS_ENV=production exec setsid nohup bin/rails server -u webrick -e production \
			-b "$HOST" -p "$PORT" -P "$PIDFILE") >"$LOG" 2>&1 </dev/null &
	fi
	deadline=$((SECONDS + READY_TIMEOUT))
	until answers; do
		[ $SECONDS -lt $deadline ] || { tail -20 "$LOG" >&2; die "redmine did not answer on $URL within ${READY_TIMEOUT}s"; }
		sleep 1
	done
	say "redmine answers after $((SECONDS))s"
fi

# 4. Data: REST on, admin key, project, users, key field. Prints NAME=value.
RUBY_FILE=$(mktemp /tmp/axagent-redmine-setup.XXXXXX.rb)
trap 'rm -f "$RUBY_FILE"' EXIT
cat >"$RUBY_FILE" <<RUBY
Setting.rest_api_enabled = '1'
Redmine::DefaultData::Loader.load('en') if Tracker.count == 0 || IssueStatus.count == 0
admin = User.where(admin: true, status: User::STATUS_ACTIVE).order(:id).first or raise "no active admin"
trackers = Tracker.all.to_a
project = Project.find_by(identifier: '$PROJECT') || Project.create!(name: 'axagent demo', identifier: '$PROJECT', is_public: false)
project.enabled_module_names = (project.enabled_module_names | ['issue_tracking'])
project.trackers = trackers
project.save!
role = Role.givable.where(assignable: true).order(:position).first or raise "no assignable role"
users = [['minseo', 'Minseo', 'Kim'], ['jihoon', 'Jihoon', 'Park']].map do |login, first, last|
  u = User.find_by(login: login) || User.new(firstname: first, lastname: last, mail: "#{login}@example.invalid").tap do |n|
    n.login = login
    n.password = n.password_confirmation = 'axagent-dev-pass'
    n.save!
  end
  Member.create!(project: project, principal: u, roles: [role]) unless Member.exists?(project_id: project.id, user_id: u.id)
  u
end
cf = IssueCustomField.find_by(name: '$KEY_FIELD') || IssueCustomField.new(name: '$KEY_FIELD', field_format: 'string')
cf.is_for_all = true
cf.is_filter = true
cf.searchable = true
cf.visible = true
cf.trackers = trackers
cf.save!
puts "AXAGENT_REDMINE_API_KEY=#{admin.api_key}"
puts "AXAGENT_REDMINE_KEY_FIELD_ID=#{cf.id}"
puts "AXAGENT_REDMINE_ASSIGNEE=#{users[0].id}"
puts "AXAGENT_REDMINE_OTHER_ASSIGNEE=#{users[1].id}"
RUBY
setup=$(cd "$RM" && RAILS_ENV=production bin/rails runner "$RUBY_FILE" 2>>"$LOG") ||
	{ tail -20 "$LOG" >&2; die "rails runner setup failed"; }

exports="export AXAGENT_REDMINE_URL=$URL
export AXAGENT_REDMINE_PROJECT=$PROJECT
export AXAGENT_REDMINE_KEY_FIELD='$KEY_FIELD'"
while IFS= read -r line; do
	case "$line" in AXAGENT_REDMINE_*=*) exports="$exports
export $line" ;; esac
done <<<"$setup"
grep -q AXAGENT_REDMINE_API_KEY <<<"$exports" || die "setup printed no API key"
[ -n "$ENV_FILE" ] && { printf '%s\n' "$exports" >"$ENV_FILE"; say "wrote $ENV_FILE"; }
printf '%s\n' "$exports"
say "ready: $URL"
