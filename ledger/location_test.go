package ledger

import (
	"strings"
	"testing"
)

// Issue 19 item 4: what --db names.
func TestClassifyDB(t *testing.T) {
	for _, c := range []struct {
		in   string
		want DBKind
	}{
		{"postgres://u:pw@h:5432/db?sslmode=disable", DBPostgres},
		{"postgresql://u@h/db", DBPostgres},
		{"POSTGRES://u@h/db", DBPostgres},
		{"host=127.0.0.1 user=postgres dbname=x password=hunter2", DBPostgres},
		{"dbname=x", DBPostgres},
		{" host=/var/run/postgresql dbname='my db' ", DBPostgres},
		{"axagent.db", DBSQLite},
		{"./data/ledger.db", DBSQLite},
		{"/var/lib/axagent/ledger.db", DBSQLite},
		{"ledger-2026.db", DBSQLite},
		{"회의록.db", DBSQLite},
	} {
		got, err := ClassifyDB(c.in)
		if err != nil || got != c.want {
			t.Errorf("ClassifyDB(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{
		"", "  ",
		"mysql://u:hunter2@h/db",
		"sqlite://ledger.db",
		"u:hunter2@localhost:5432/db",
		"data/host=h password=hunter2.db",
		"ledger.db?password=hunter2",
		"x password=hunter2",
		"user=postgres password=hunter2 dbname=x garbage",
	} {
		k, err := ClassifyDB(bad)
		if err == nil {
			t.Errorf("ClassifyDB(%q) = %v, want an error", bad, k)
			continue
		}
		if strings.Contains(err.Error(), "hunter2") {
			t.Errorf("ClassifyDB(%q) error leaks the secret: %v", bad, err)
		}
	}
	if r := RedactDB("host=h password=hunter2 user=u"); strings.Contains(r, "hunter2") {
		t.Errorf("RedactDB = %q", r)
	}
	if r := RedactDB("postgres://u:hunter2@h/db"); strings.Contains(r, "hunter2") {
		t.Errorf("RedactDB = %q", r)
	}
}
