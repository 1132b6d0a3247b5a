package fakekit_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/axagent/axagent/connectors/github/githubtest"
	"github.com/axagent/axagent/connectors/internal/fakekit"
)

// What checking a request and its answer against GitHub's contract costs,
// against the same fake answered unchecked (run both in one go: compare
// the ratio, not the figures).
func benchPatch(b *testing.B, wrap func(http.Handler) http.Handler) {
	f := githubtest.New(githubtest.Options{Token: "t", Repos: []string{"acme/web"}, Users: []string{"minseo-kim"}})
	h := wrap(f)
	do := func(method, path, body string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, path, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer t")
		req.Header.Set("Accept", "application/vnd.github+json")
		req.Header.Set("X-GitHub-Api-Version", "2022-11-28")
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		return w
	}
	if w := do("POST", "/repos/acme/web/issues", `{"title":"t","labels":["axagent"],"assignees":["minseo-kim"]}`); w.Code != 201 {
		b.Fatal(w.Code, w.Body.String())
	}
	b.ResetTimer()
	for b.Loop() {
		if w := do("PATCH", "/repos/acme/web/issues/1", `{"assignees":["minseo-kim"]}`); w.Code != 200 {
			b.Fatal(w.Code)
		}
	}
}

// The fake is itself wrapped; the baseline adds nothing, the measured run
// adds a second, private contract in front: the difference is one check.
func BenchmarkFakeOnce(b *testing.B) { benchPatch(b, func(h http.Handler) http.Handler { return h }) }
func BenchmarkFakeTwice(b *testing.B) {
	c := fakekit.OpenAPI("github", githubtest.Schema()).Private()
	benchPatch(b, c.Wrap)
}
