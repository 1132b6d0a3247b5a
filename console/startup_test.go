package console

import (
	"errors"
	"strings"
	"testing"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/config"
)

// A console whose operators all lack a token would start and answer every
// sign-in with "wrong token": New refuses, naming each variable to set.
func TestNewRefusesWithoutAUsableToken(t *testing.T) {
	t.Setenv("AXAGENT_TEST_TOKEN_A", "")
	ops := []config.Operator{{Name: "a", TokenEnv: "AXAGENT_TEST_TOKEN_A"}, {Name: "b", TokenEnv: "AXAGENT_TEST_TOKEN_B_UNSET"}}
	_, err := New(Options{App: &app.App{}, Operators: ops})
	var nt *NoTokenError
	if !errors.As(err, &nt) || !strings.Contains(err.Error(), "AXAGENT_TEST_TOKEN_A") || !strings.Contains(err.Error(), "AXAGENT_TEST_TOKEN_B_UNSET") {
		t.Fatalf("New with no token set: %v; want a NoTokenError naming both variables", err)
	}
	t.Setenv("AXAGENT_TEST_TOKEN_A", "a-token-0123456789abcdef")
	if _, err := New(Options{App: &app.App{}, Operators: ops}); err != nil {
		t.Fatalf("New with one operator able to sign in: %v", err)
	}
}
