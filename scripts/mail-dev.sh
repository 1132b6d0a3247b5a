#!/usr/bin/env bash
# Start a real mail relay (postfix) and mailbox (dovecot IMAP) for the e-mail
# channel's integration tests, reproducibly.
#
#   eval "$(scripts/mail-dev.sh)"          # then: go test ./notify/...
#   scripts/mail-dev.sh --env-file FILE    # also write the exports to FILE
#   scripts/mail-dev.sh --stop             # stop both daemons
#
# It installs Debian's postfix and dovecot-imapd (needs root and apt) and
# configures them for one virtual domain, axagent.test, on loopback only:
#
#   127.0.0.1:2525  SMTP relay, no auth, STARTTLS offered
#   127.0.0.1:2587  submission: STARTTLS required, AUTH PLAIN (dovecot SASL)
#   127.0.0.1:2465  submissions: implicit TLS, AUTH PLAIN
#   127.0.0.1:1143  IMAP (plain text or STARTTLS; any user, one password)
#   127.0.0.1:1993  IMAPS (implicit TLS)
#
# Ten mailboxes @axagent.test (axagent, archive, minseo, jiho, sora, alice,
# bob, carol, dana, erin; plus addressing works) have a Maildir; every message is also delivered
# (always_bcc) to archive@axagent.test — the archive mailbox the channel
# searches for a Message-ID after a lost acknowledgement. Mail to any other
# domain bounces. The TLS certificate is self-signed for localhost/127.0.0.1;
# its path is exported for the tests' root pool. Rerunning is safe: every step
# checks before it acts, and a running daemon is reloaded, not restarted.
#
# It configures the machine's own postfix instance (main.cf, master.cf: the
# :25 listener is replaced by the ports above): run it in a CI or dev
# container, not on a host that relays real mail.
#
# stdout carries only `export NAME=value` lines; progress goes to stderr.
set -euo pipefail

DOMAIN=axagent.test
BASE="${AXAGENT_MAIL_BASE:-/var/lib/axagent-mail}"
VMAIL="$BASE/vmail"
TLSDIR="$BASE/tls"
DOVECOT_CONF="$BASE/dovecot.conf"
SMTP_PORT="${AXAGENT_MAIL_SMTP_PORT:-2525}"
SUBMISSION_PORT="${AXAGENT_MAIL_SUBMISSION_PORT:-2587}"
SMTPS_PORT="${AXAGENT_MAIL_SMTPS_PORT:-2465}"
IMAP_PORT="${AXAGENT_MAIL_IMAP_PORT:-1143}"
IMAPS_PORT="${AXAGENT_MAIL_IMAPS_PORT:-1993}"
ENV_FILE=""

say() { echo "mail-dev: $*" >&2; }
die() { say "error: $*"; exit 1; }

while [ $# -gt 0 ]; do
	case "$1" in
	--env-file) ENV_FILE="${2:?--env-file needs a path}"; shift 2 ;;
	--stop)
		postfix stop >&2 2>/dev/null || say "postfix not running"
		if [ -f "$DOVECOT_CONF" ]; then doveadm -c "$DOVECOT_CONF" stop >&2 2>/dev/null || say "dovecot not running"; fi
		exit 0 ;;
	-h|--help) sed -n '2,/^set -euo/{/^#/p}' "$0" >&2; exit 0 ;;
	*) die "unknown argument $1" ;;
	esac
done

answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() {
	for _ in $(seq 1 100); do answers "$1" && return 0; sleep 0.1; done
	die "nothing answers on 127.0.0.1:$1 (${2})"
}

# 1. Packages (≈15 s the first time).
if ! dpkg -s postfix >/dev/null 2>&1 || ! dpkg -s dovecot-imapd >/dev/null 2>&1 || ! command -v openssl >/dev/null; then
	[ "$(id -u)" = 0 ] || die "installing packages needs root"
	say "installing postfix, dovecot-imapd (apt-get)…"
	export DEBIAN_FRONTEND=noninteractive
	# .ci/run starts this, redmine-dev.sh and chromium.sh at once: one apt at a time.
	exec 9>/tmp/axagent-apt.lock && flock 9
	echo "postfix postfix/main_mailer_type select Local only" | debconf-set-selections
	echo "postfix postfix/mailname string mx.$DOMAIN" | debconf-set-selections
	apt-get update -qq >&2
	apt-get install -y -qq --no-install-recommends postfix dovecot-imapd openssl >&2
	flock -u 9; exec 9>&-
fi
[ "$(id -u)" = 0 ] || die "configuring postfix and dovecot needs root"

# 2. Directories, the shared password, the TLS certificate.
install -d -m 0755 "$BASE" "$TLSDIR"
install -d -m 0770 -o mail -g mail "$VMAIL" "$VMAIL/$DOMAIN"
if [ ! -s "$BASE/password" ]; then
	(umask 077; openssl rand -hex 12 >"$BASE/password")
fi
PASSWORD=$(cat "$BASE/password")
if [ ! -s "$TLSDIR/cert.pem" ] || [ ! -s "$TLSDIR/key.pem" ]; then
	say "creating a self-signed certificate for localhost"
	openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -days 3650 \
		-subj "/CN=localhost" -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
		-keyout "$TLSDIR/key.pem" -out "$TLSDIR/cert.pem" 2>/dev/null
	chmod 0644 "$TLSDIR/cert.pem"; chmod 0640 "$TLSDIR/key.pem"
fi

# 3. postfix: one virtual domain, loopback only, archive copy of everything.
# postfix's virtual(8) allows no regexp substitution, so the mailboxes are a
# fixed list; tests that need a mailbox of their own use plus addressing
# (minseo+run42@axagent.test lands in minseo's mailbox).
USERS="axagent archive minseo jiho sora alice bob carol dana erin"
: >/etc/postfix/axagent-vmailbox.new
for u in $USERS; do echo "$u@$DOMAIN $DOMAIN/$u/" >>/etc/postfix/axagent-vmailbox.new; done
mv /etc/postfix/axagent-vmailbox.new /etc/postfix/axagent-vmailbox
postconf -e \
	"myhostname = mx.$DOMAIN" "mydomain = $DOMAIN" "myorigin = $DOMAIN" "mydestination =" \
	"inet_interfaces = loopback-only" "inet_protocols = ipv4" "mynetworks = 127.0.0.0/8" \
	"virtual_mailbox_domains = $DOMAIN" "virtual_mailbox_base = $VMAIL" \
	"virtual_mailbox_maps = texthash:/etc/postfix/axagent-vmailbox" "recipient_delimiter = +" \
	"virtual_uid_maps = static:$(id -u mail)" "virtual_gid_maps = static:$(id -g mail)" "virtual_minimum_uid = $(id -u mail)" \
	"always_bcc = archive@$DOMAIN" "default_transport = error:axagent dev relay delivers to $DOMAIN only" \
	"relay_transport = error:axagent dev relay delivers to $DOMAIN only" \
	"smtpd_tls_cert_file = $TLSDIR/cert.pem" "smtpd_tls_key_file = $TLSDIR/key.pem" "smtpd_tls_security_level = may" \
	"smtpd_sasl_type = dovecot" "smtpd_sasl_path = private/axagent-auth" \
	"smtpd_relay_restrictions = permit_mynetworks, permit_sasl_authenticated, reject_unauth_destination" \
	"smtputf8_enable = yes" "message_size_limit = 10240000" "maillog_file = $BASE/postfix.log" \
	"compatibility_level = 3.6"
# The Debian default listener on :25 is not ours: the dev relay lives on its
# own ports and never chroots (no copies of /etc files to keep in sync).
postconf -MX smtp/inet 2>/dev/null || true
postconf -M "127.0.0.1:$SMTP_PORT/inet=127.0.0.1:$SMTP_PORT inet n - n - - smtpd"
postconf -M "127.0.0.1:$SUBMISSION_PORT/inet=127.0.0.1:$SUBMISSION_PORT inet n - n - - smtpd -o smtpd_tls_security_level=encrypt -o smtpd_sasl_auth_enable=yes -o smtpd_client_restrictions=permit_sasl_authenticated,reject"
postconf -M "127.0.0.1:$SMTPS_PORT/inet=127.0.0.1:$SMTPS_PORT inet n - n - - smtpd -o smtpd_tls_wrappermode=yes -o smtpd_sasl_auth_enable=yes -o smtpd_client_restrictions=permit_sasl_authenticated,reject"
postconf -M "postlog/unix-dgram=postlog unix-dgram n - n - 1 postlogd"
newaliases 2>/dev/null || true

# 4. dovecot: its own configuration and instance, next to any system one.
cat >"$DOVECOT_CONF.new" <<EOF
# Written by scripts/mail-dev.sh: axagent's dev mailbox for axagent.test.
protocols = imap
listen = 127.0.0.1
base_dir = /run/axagent-dovecot
instance_name = axagent-dovecot
log_path = $BASE/dovecot.log
ssl = yes
ssl_cert = <$TLSDIR/cert.pem
ssl_key = <$TLSDIR/key.pem
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = $(id -u mail)
mail_location = maildir:$VMAIL/$DOMAIN/%n
passdb {
  driver = static
  args = password=$PASSWORD
}
userdb {
  driver = static
  args = uid=mail gid=mail home=$VMAIL/$DOMAIN/%n
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $IMAP_PORT
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = $IMAPS_PORT
  }
}
service pop3-login {
  inet_listener pop3 {
    port = 0
  }
}
service auth {
  unix_listener /var/spool/postfix/private/axagent-auth {
    mode = 0660
    user = postfix
    group = postfix
  }
}
EOF
changed=1
if cmp -s "$DOVECOT_CONF.new" "$DOVECOT_CONF"; then changed=0; rm -f "$DOVECOT_CONF.new"; else mv "$DOVECOT_CONF.new" "$DOVECOT_CONF"; fi

if answers "$IMAP_PORT"; then
	if [ "$changed" = 1 ]; then say "reloading dovecot"; doveadm -c "$DOVECOT_CONF" reload >&2; else say "dovecot already answers on :$IMAP_PORT"; fi
else
	say "starting dovecot on 127.0.0.1:$IMAP_PORT (log $BASE/dovecot.log)"
	dovecot -c "$DOVECOT_CONF" >&2
fi
wait_port "$IMAP_PORT" "dovecot; see $BASE/dovecot.log"
wait_port "$IMAPS_PORT" "dovecot imaps; see $BASE/dovecot.log"

# 5. postfix start or reload (reload picks up the configuration above).
if postfix status >/dev/null 2>&1; then
	postfix reload >/dev/null 2>&1 || die "postfix reload failed; see $BASE/postfix.log"
	say "postfix reloaded"
else
	say "starting postfix (log $BASE/postfix.log)"
	postfix start >&2 2>/dev/null || postfix start >&2
fi
wait_port "$SMTP_PORT" "postfix relay; see $BASE/postfix.log"
wait_port "$SUBMISSION_PORT" "postfix submission; see $BASE/postfix.log"
wait_port "$SMTPS_PORT" "postfix submissions; see $BASE/postfix.log"

exports=$(cat <<EOF
export AXAGENT_MAIL_SMTP=127.0.0.1:$SMTP_PORT
export AXAGENT_MAIL_SUBMISSION=127.0.0.1:$SUBMISSION_PORT
export AXAGENT_MAIL_SMTPS=127.0.0.1:$SMTPS_PORT
export AXAGENT_MAIL_IMAP=127.0.0.1:$IMAP_PORT
export AXAGENT_MAIL_IMAPS=127.0.0.1:$IMAPS_PORT
export AXAGENT_MAIL_DOMAIN=$DOMAIN
export AXAGENT_MAIL_ARCHIVE=archive@$DOMAIN
export AXAGENT_MAIL_USER=axagent
export AXAGENT_MAIL_PASSWORD=$PASSWORD
export AXAGENT_MAIL_TLS_CA=$TLSDIR/cert.pem
EOF
)
echo "$exports"
if [ -n "$ENV_FILE" ]; then
	(umask 077; echo "$exports" >"$ENV_FILE")
	say "wrote $ENV_FILE"
fi
say "ready: relay 127.0.0.1:$SMTP_PORT, submission :$SUBMISSION_PORT, submissions :$SMTPS_PORT, imap :$IMAP_PORT, imaps :$IMAPS_PORT"
