package ledger

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// MaxKeyLen is the longest business key accepted, in bytes.
const MaxKeyLen = 255

// Operations a business key can name.
const (
	OpCreateTask = "create-task"
	OpUpdateTask = "update-task"
	// OpCancelTask is a compensation: close a created task (R21).
	OpCancelTask = "cancel-task"
)

// BusinessKey names one intent: tenant:project:meeting:action:operation, e.g.
// demo:P42:M0914:A007:create-task. It never names a transport attempt (R2);
// the tenant always comes first so two organisations never collide (R4).
type BusinessKey struct {
	Tenant    string
	Project   string
	Meeting   string
	Action    string
	Operation string
}

// UpdateOp is the operation of a task's n-th update, update-task-n: a
// task's updates are numbered in the order they were planned.
func UpdateOp(n int) string { return OpUpdateTask + "-" + strconv.Itoa(n) }

// UpdateSeq is the n of update-task-n (0 for any other operation).
func UpdateSeq(op string) int {
	rest, ok := strings.CutPrefix(op, OpUpdateTask+"-")
	if !ok {
		return 0
	}
	n, err := strconv.Atoi(rest)
	if err != nil {
		return 0
	}
	return n
}

var keyComponents = [...]string{"tenant", "project", "meeting", "action", "operation"}

// KeyError names the bad component of a business key.
type KeyError struct {
	Input     string
	Component string
	Problem   string
}

func (e *KeyError) Error() string {
	if e.Component == "" {
		return fmt.Sprintf("invalid business key %q: %s", e.Input, e.Problem)
	}
	return fmt.Sprintf("invalid business key %q: %s %s", e.Input, e.Component, e.Problem)
}

// ParseKey parses and validates tenant:project:meeting:action:operation.
func ParseKey(s string) (BusinessKey, error) {
	if len(s) > MaxKeyLen {
		return BusinessKey{}, &KeyError{Input: s, Problem: fmt.Sprintf("is %d bytes, at most %d allowed", len(s), MaxKeyLen)}
	}
	parts := strings.Split(s, ":")
	if len(parts) != len(keyComponents) {
		return BusinessKey{}, &KeyError{Input: s, Problem: fmt.Sprintf("has %d components, want 5 (tenant:project:meeting:action:operation)", len(parts))}
	}
	k := BusinessKey{Tenant: parts[0], Project: parts[1], Meeting: parts[2], Action: parts[3], Operation: parts[4]}
	if err := k.validate(s); err != nil {
		return BusinessKey{}, err
	}
	return k, nil
}

// MustParseKey is ParseKey for constants in tests and examples.
func MustParseKey(s string) BusinessKey {
	k, err := ParseKey(s)
	if err != nil {
		panic(err)
	}
	return k
}

// Validate checks every component.
func (k BusinessKey) Validate() error { return k.validate(k.String()) }

func (k BusinessKey) validate(input string) error {
	for i, c := range k.components() {
		if err := ValidateComponent(c); err != nil {
			return &KeyError{Input: input, Component: keyComponents[i], Problem: err.Error()}
		}
	}
	if len(input) > MaxKeyLen {
		return &KeyError{Input: input, Problem: fmt.Sprintf("is %d bytes, at most %d allowed", len(input), MaxKeyLen)}
	}
	return nil
}

// MaxComponentLen bounds one component of a key, in bytes.
const MaxComponentLen = 64

// ValidateComponent reports why s cannot be one component of a key. The
// alphabet (docs/keys.md): letters and digits of any script, combining
// marks after them, and '-', '_', '.'; it starts with a letter or digit;
// in Unicode NFC; at most MaxComponentLen bytes. So no control, format
// (zero-width, bidi) or space characters, no path separators and no "." or
// ".." — two values that print alike are equal bytes (issue 19).
func ValidateComponent(s string) error {
	if s == "" {
		return fmt.Errorf("is empty")
	}
	if !utf8.ValidString(s) {
		return fmt.Errorf("%q is not valid UTF-8", s)
	}
	if len(s) > MaxComponentLen {
		return fmt.Errorf("is %d bytes, at most %d allowed", len(s), MaxComponentLen)
	}
	for i, r := range s {
		switch {
		case r == ':':
			return fmt.Errorf("%q contains ':'", s)
		case unicode.IsSpace(r) || unicode.IsControl(r):
			return fmt.Errorf("%q contains whitespace or a control character", s)
		case unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Bidi_Control, r):
			return fmt.Errorf("%q contains the invisible or bidi formatting character %U", s, r)
		case r == '/' || r == '\\':
			return fmt.Errorf("%q contains a path separator", s)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
		case unicode.IsMark(r) && i > 0:
		case (r == '-' || r == '_' || r == '.') && i > 0:
		default:
			return fmt.Errorf("%q contains %q (%U); allowed are letters, digits and '-', '_', '.' after the first character", s, r, r)
		}
	}
	if !norm.NFC.IsNormalString(s) {
		return fmt.Errorf("%q is not in Unicode NFC form", s)
	}
	return nil
}

// NormalizeComponent is s trimmed of surrounding space and in NFC, the form
// ValidateComponent accepts. Entry points (webhook, CLI) normalise first so
// the same text typed two ways makes the same key.
func NormalizeComponent(s string) string { return norm.NFC.String(strings.TrimSpace(s)) }

// NormalizeScope normalises the three components of a meeting scope.
func NormalizeScope(sc MeetingScope) MeetingScope {
	return MeetingScope{Tenant: NormalizeComponent(sc.Tenant), Project: NormalizeComponent(sc.Project), Meeting: NormalizeComponent(sc.Meeting)}
}

// longestSuffix bounds what a meeting's keys add to the scope: an action
// ID and an operation with its sequence number (":A99999:update-task-9999").
const longestSuffix = 24

// ValidateScope checks the tenant, project and meeting of a meeting and that
// every key built under them fits in MaxKeyLen.
func ValidateScope(sc MeetingScope) error {
	for _, f := range []struct{ name, v string }{{"tenant", sc.Tenant}, {"project", sc.Project}, {"meeting", sc.Meeting}} {
		if err := ValidateComponent(f.v); err != nil {
			return fmt.Errorf("%s %w", f.name, err)
		}
	}
	if n := len(sc.Tenant) + len(sc.Project) + len(sc.Meeting) + 2 + longestSuffix; n > MaxKeyLen {
		return fmt.Errorf("tenant, project and meeting are %d bytes together; keys built on them would exceed %d bytes",
			len(sc.Tenant)+len(sc.Project)+len(sc.Meeting), MaxKeyLen)
	}
	return nil
}

func (k BusinessKey) components() [5]string {
	return [5]string{k.Tenant, k.Project, k.Meeting, k.Action, k.Operation}
}

func (k BusinessKey) String() string {
	return k.Tenant + ":" + k.Project + ":" + k.Meeting + ":" + k.Action + ":" + k.Operation
}

// IsZero reports whether k is the zero key.
func (k BusinessKey) IsZero() bool { return k == BusinessKey{} }

// WithOperation returns the key of another operation on the same action.
func (k BusinessKey) WithOperation(op string) BusinessKey {
	k.Operation = op
	return k
}

// ActionScope is the key's prefix without the operation:
// tenant:project:meeting:action.
func (k BusinessKey) ActionScope() string {
	return k.Tenant + ":" + k.Project + ":" + k.Meeting + ":" + k.Action
}

// NotificationKey names one notification event about an action (R15): the
// action scope, the event (created, due-changed, assignee-changed), the
// recipient role and a sequence number. A resend of the same notification
// reuses the key; a different event gets a new one.
func NotificationKey(k BusinessKey, event, role string, seq int) string {
	return fmt.Sprintf("%s:%s:%s:%d", k.ActionScope(), event, role, seq)
}

// ShortNotificationKey drops the tenant:project:meeting prefix for display,
// e.g. A007:created:assignee:1.
func ShortNotificationKey(key string) string {
	parts := strings.SplitN(key, ":", 4)
	if len(parts) == 4 {
		return parts[3]
	}
	return key
}
