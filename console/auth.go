package console

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/axagent/axagent/config"
)

const (
	sessionCookie = "axagent_session"
	preCookie     = "axagent_login"
	langCookie    = "axagent_lang"
)

// session is one signed-in operator. Forms carry a one-time nonce and its
// MAC under the session's secret: a missing or wrong token, or a form sent
// twice, is refused.
type session struct {
	id       string
	operator config.Operator
	secret   []byte
	expires  time.Time

	mu   sync.Mutex
	used map[string]time.Time
	// flash is the message a decision leaves for the next page.
	flash string
	// flashRefused: the message is a refusal, shown as one.
	flashRefused bool
}

func randomHex(n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		panic("console: no randomness: " + err.Error())
	}
	return hex.EncodeToString(b)
}

// formToken makes a one-time (nonce, token) pair for a form.
func (s *session) formToken() (nonce, token string) {
	nonce = randomHex(16)
	return nonce, s.mac(nonce)
}

func (s *session) mac(nonce string) string {
	m := hmac.New(sha256.New, s.secret)
	m.Write([]byte(nonce))
	return hex.EncodeToString(m.Sum(nil))
}

// checkForm verifies a posted form's token and spends its nonce.
func (s *session) checkForm(nonce, token string, now time.Time) (ok bool, replay bool) {
	if nonce == "" || token == "" || !hmac.Equal([]byte(token), []byte(s.mac(nonce))) {
		return false, false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, spent := s.used[nonce]; spent {
		return false, true
	}
	s.used[nonce] = now
	return true, false
}

// sessions holds the signed-in operators in memory: a restart signs
// everyone out, which is the safe direction.
type sessions struct {
	mu   sync.Mutex
	byID map[string]*session
}

func (ss *sessions) create(op config.Operator, ttl time.Duration, now time.Time) *session {
	s := &session{id: randomHex(32), operator: op, secret: []byte(randomHex(32)), expires: now.Add(ttl), used: map[string]time.Time{}}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	for id, old := range ss.byID {
		if now.After(old.expires) {
			delete(ss.byID, id)
		}
	}
	ss.byID[s.id] = s
	return s
}

func (ss *sessions) get(r *http.Request, now time.Time) *session {
	c, err := r.Cookie(sessionCookie)
	if err != nil {
		return nil
	}
	ss.mu.Lock()
	defer ss.mu.Unlock()
	s := ss.byID[c.Value]
	if s == nil || now.After(s.expires) {
		return nil
	}
	return s
}

func (ss *sessions) drop(id string) {
	ss.mu.Lock()
	delete(ss.byID, id)
	ss.mu.Unlock()
}

// authenticate finds the operator whose token matches. Tokens are compared
// as SHA-256 digests in constant time, so neither their length nor their
// content leaks through timing; an operator whose variable is empty cannot
// sign in.
func authenticate(ops []config.Operator, name, token string) (config.Operator, bool) {
	got := sha256.Sum256([]byte(token))
	var found config.Operator
	ok := 0
	for _, op := range ops {
		want := os.Getenv(op.TokenEnv)
		if want == "" {
			continue
		}
		w := sha256.Sum256([]byte(want))
		match := subtle.ConstantTimeCompare(got[:], w[:]) & subtle.ConstantTimeCompare([]byte(op.Name), []byte(name))
		if match == 1 {
			found, ok = op, 1
		}
	}
	return found, ok == 1 && token != ""
}

// NoTokenError: no configured operator has a token to sign in with, so a
// console would start and refuse every sign-in as a wrong token.
type NoTokenError struct {
	// Vars are the operators' token_env variables, each unset or empty.
	Vars []string
}

func (e *NoTokenError) Error() string {
	return fmt.Sprintf("console: no operator can sign in: %s unset or empty; set it to a long random token (e.g. %s=$(openssl rand -hex 24)) before starting the console",
		strings.Join(e.Vars, ", "), e.Vars[0])
}

// signInVars splits the operators' token variables into those holding a
// token and those unset or empty (an operator whose variable is empty
// cannot sign in).
func signInVars(ops []config.Operator) (set, unset []string) {
	for _, op := range ops {
		if os.Getenv(op.TokenEnv) == "" {
			unset = append(unset, op.TokenEnv)
		} else {
			set = append(set, op.TokenEnv)
		}
	}
	return set, unset
}

// SignedIn reports whether r carries a live session: the listener lets such
// requests past its cap on unauthenticated ones.
func (s *Server) SignedIn(r *http.Request) bool {
	return s.sessions.get(r, s.o.Clock.Now()) != nil
}

// maxForm bounds a posted form; the console's forms are a few fields.
const maxForm = 64 << 10

// limitForms applies maxForm while a form is read (413 above it).
func limitForms(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, maxForm)
		}
		h.ServeHTTP(w, r)
	})
}
