package ledger

import (
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

// DBKind is the backend a --db value names.
type DBKind int

const (
	// DBSQLite: a path to a SQLite file.
	DBSQLite DBKind = iota + 1
	// DBPostgres: a postgres:// or postgresql:// URL, or libpq key=value
	// pairs ("host=… user=… dbname=…").
	DBPostgres
)

func (k DBKind) String() string {
	switch k {
	case DBSQLite:
		return "sqlite"
	case DBPostgres:
		return "postgres"
	}
	return "unknown"
}

// libpqKeys are the connection parameters of a key=value DSN.
var libpqKeys = map[string]bool{
	"host": true, "hostaddr": true, "port": true, "dbname": true, "user": true, "password": true, "passfile": true,
	"connect_timeout": true, "sslmode": true, "sslcert": true, "sslkey": true, "sslrootcert": true, "sslpassword": true,
	"sslcrl": true, "application_name": true, "options": true, "target_session_attrs": true, "service": true,
	"client_encoding": true, "search_path": true, "sslsni": true, "krbsrvname": true, "gssencmode": true,
	"channel_binding": true, "fallback_application_name": true, "keepalives": true, "load_balance_hosts": true,
	"pool_max_conns": true, "pool_min_conns": true, "statement_cache_capacity": true, "default_query_exec_mode": true,
}

var (
	// kvPair is one key=value pair: a bare or single-quoted value.
	kvPair = regexp.MustCompile(`^\s*([A-Za-z_]+)\s*=\s*('(?:[^'\\]|\\.)*'|[^\s']*)`)
	// dsnHint finds a connection parameter anywhere in a value.
	dsnHint = regexp.MustCompile(`(?i)(^|[\s/?&;])(host|hostaddr|port|dbname|user|password|sslmode|sslpassword|service)\s*=`)
	// userinfo is user:password@host without a scheme.
	userinfo = regexp.MustCompile(`^[^/\s@]+:[^/\s@]*@[^\s]+`)
	scheme   = regexp.MustCompile(`^([A-Za-z][A-Za-z0-9+.-]*)://`)
)

// ClassifyDB says which backend db names (issue 19): PostgreSQL for a
// postgres:// or postgresql:// URL or libpq key=value pairs, SQLite for a
// file path. It refuses a URL of another scheme, and a value that looks
// like a connection string but is not a clean one (a path holding
// "password=", user:password@host without a scheme), so such a value never
// silently becomes a SQLite file named after it. Errors never repeat a
// password.
func ClassifyDB(db string) (DBKind, error) {
	t := strings.TrimSpace(db)
	if t == "" {
		return 0, errors.New("--db is empty: give a SQLite file path or a postgres:// URL")
	}
	if m := scheme.FindStringSubmatch(t); m != nil {
		switch strings.ToLower(m[1]) {
		case "postgres", "postgresql":
			return DBPostgres, nil
		}
		return 0, fmt.Errorf("--db %s: unsupported URL scheme %q (want postgres:// or postgresql://, or a SQLite file path)", RedactDB(t), m[1])
	}
	if ok, err := keyValueDSN(t); ok {
		return DBPostgres, nil
	} else if err != nil {
		return 0, fmt.Errorf("--db %s: %w", RedactDB(t), err)
	}
	if dsnHint.MatchString(t) {
		return 0, fmt.Errorf("--db %s: looks like a PostgreSQL connection string, not a file path (write it as postgres://user@host:port/dbname or as key=value pairs only)", RedactDB(t))
	}
	if userinfo.MatchString(t) {
		return 0, fmt.Errorf("--db %s: looks like user:password@host without a scheme (write postgres://user@host:port/dbname)", RedactDB(t))
	}
	return DBSQLite, nil
}

// keyValueDSN reports whether s is made only of libpq key=value pairs. A
// value that starts like one but then is not is an error.
func keyValueDSN(s string) (bool, error) {
	m := kvPair.FindStringSubmatch(s)
	if m == nil || !libpqKeys[strings.ToLower(m[1])] {
		return false, nil
	}
	rest := s
	for strings.TrimSpace(rest) != "" {
		m := kvPair.FindStringSubmatch(rest)
		if m == nil {
			return false, errors.New("starts as key=value connection parameters but is not made only of them")
		}
		if !libpqKeys[strings.ToLower(m[1])] {
			return false, fmt.Errorf("unknown connection parameter %q", m[1])
		}
		rest = rest[len(m[0]):]
	}
	return true, nil
}

var (
	quotedPassword = regexp.MustCompile(`(?i)((?:ssl)?password\s*=\s*)'(?:[^'\\]|\\.)*('|$)`)
	plainPassword  = regexp.MustCompile(`(?i)((?:ssl)?password\s*=\s*)[^\s&';]+`)
)

// RedactDB is db with every password replaced by xxxxx: URL user info,
// password= parameters, and user:password@ without a scheme.
func RedactDB(db string) string {
	s := quotedPassword.ReplaceAllString(db, "${1}'xxxxx'")
	s = plainPassword.ReplaceAllString(s, "${1}xxxxx")
	if i := strings.Index(s, "://"); i >= 0 {
		if u, err := url.Parse(s); err == nil && u.User != nil {
			if _, has := u.User.Password(); has {
				u.User = url.UserPassword(u.User.Username(), "xxxxx")
				return u.String()
			}
			return s
		}
		rest := s[i+3:]
		if at := strings.LastIndex(rest, "@"); at >= 0 {
			if c := strings.Index(rest[:at], ":"); c >= 0 {
				return s[:i+3] + rest[:c] + ":xxxxx" + rest[at:]
			}
		}
		return s
	}
	if m := userinfo.FindString(s); m != "" {
		at := strings.LastIndex(m, "@")
		c := strings.Index(m, ":")
		if c >= 0 && c < at {
			return s[:c] + ":xxxxx" + s[at:]
		}
	}
	return s
}
