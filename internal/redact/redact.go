// Package redact removes secrets from text before it is logged or stored
// (issue 19): the values of configured secrets (API keys, tokens,
// passwords, registered by the connector or channel that holds them) and
// the values of credential headers a target may echo back in an error
// body (Authorization, Cookie, X-…-Key, X-…-Token, …).
package redact

import (
	"net/http"
	"regexp"
	"sort"
	"strings"
	"sync"
)

// Mask replaces a secret.
const Mask = "[REDACTED]"

// MinLen is the shortest value redacted by value: shorter ones would
// mangle ordinary words and are not secrets worth the name anyway.
const MinLen = 6

var (
	mu sync.RWMutex
	// secrets is never changed in place, only replaced: Values reads the
	// list it took under the lock after releasing it, so Register
	// appending and sorting in the same backing array raced with every
	// redaction in flight (channels register their passwords while other
	// channels' errors are being redacted).
	secrets []string // longest first
)

// Register adds configured secret values; every String call removes them
// from then on. Values shorter than MinLen are ignored.
func Register(values ...string) {
	mu.Lock()
	defer mu.Unlock()
	var added []string
	for _, v := range values {
		v = strings.TrimSpace(v)
		if len(v) < MinLen || contains(secrets, v) || contains(added, v) {
			continue
		}
		added = append(added, v)
	}
	if len(added) == 0 {
		return
	}
	next := make([]string, 0, len(secrets)+len(added))
	next = append(append(next, secrets...), added...)
	sort.SliceStable(next, func(i, j int) bool { return len(next[i]) > len(next[j]) })
	secrets = next
}

func contains(list []string, v string) bool {
	for _, s := range list {
		if s == v {
			return true
		}
	}
	return false
}

// credentialWords are what every match of credentialHeader contains, in
// lower case: text holding none of them is left as it is without running
// the expression, which every recorded outcome goes through (issue 21:
// 12 % of the worker's CPU in the PostgreSQL bench).
var credentialWords = []string{"authorization", "cookie", "key", "token", "secret", "password", "passwd", "signature"}

// mayHoldCredential reports whether credentialHeader could match s. Text
// with non-ASCII bytes always may: (?i) folds letters such as the Kelvin
// sign and the long s into ASCII ones, which a lower-case search would miss.
func mayHoldCredential(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	l := strings.ToLower(s)
	for _, w := range credentialWords {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}

// credentialHeader matches a credential header or parameter echoed in
// text ("Authorization: Bearer abc", "x-redmine-api-key=abc",
// "\"X-Api-Key\": [\"abc\"]"), keeping the name and masking the value.
var credentialHeader = regexp.MustCompile(`(?i)((?:proxy-)?authorization|cookie|set-cookie|x-[a-z0-9-]*(?:key|token|secret|password|signature)|api[-_]?key|access[-_]?token|(?:client[-_])?secret|password|passwd|token)` +
	`("?\s*[:=]\s*\[?\s*"?)` +
	`((?:(?:bearer|basic|token|digest)\s+)?[^\s",;&\]}]+)`)

// String is s with every registered secret and every credential header
// value replaced by Mask.
func String(s string) string {
	return Values(s)
}

// Values is String with extra secret values known to the caller (e.g. the
// headers of the request that failed).
func Values(s string, extra ...string) string {
	if s == "" {
		return s
	}
	mu.RLock()
	list := secrets
	mu.RUnlock()
	for _, v := range extra {
		if len(strings.TrimSpace(v)) >= MinLen {
			s = strings.ReplaceAll(s, strings.TrimSpace(v), Mask)
		}
	}
	for _, v := range list {
		s = strings.ReplaceAll(s, v, Mask)
	}
	if !mayHoldCredential(s) {
		return s
	}
	return credentialHeader.ReplaceAllStringFunc(s, func(m string) string {
		sub := credentialHeader.FindStringSubmatch(m)
		if sub[3] == Mask || strings.HasSuffix(sub[3], Mask) {
			return m
		}
		return sub[1] + sub[2] + Mask
	})
}

// HeaderSecrets are the credential values among h: Authorization (and its
// credentials without the scheme), cookies, and any header whose name
// says auth, token, key, secret or password (X-Api-Key, PRIVATE-TOKEN).
func HeaderSecrets(h http.Header) []string {
	var out []string
	for k, vs := range h {
		lk := strings.ToLower(k)
		sensitive := false
		for _, w := range []string{"auth", "token", "key", "secret", "password", "cookie"} {
			sensitive = sensitive || strings.Contains(lk, w)
		}
		if !sensitive {
			continue
		}
		for _, v := range vs {
			out = append(out, v)
			if _, cred, ok := strings.Cut(v, " "); ok {
				out = append(out, cred)
			}
		}
	}
	return out
}
