package notify

import (
	"strings"

	"github.com/axagent/axagent/ledger"
)

// Notification modes.
const (
	// PerTask sends one message per task event (the default).
	PerTask = "per-task"
	// Digest sends one message per person per meeting.
	Digest = "digest"
)

// DigestChannel is the channel name of a digest member row: the per-task
// event a digest lists. It is never sent on its own while its digest is
// pending; the dispatcher settles it from the digest.
const DigestChannel = "digest"

// fallbackSep joins a notification key and the channel that takes over
// when every channel before it refused: KEY:then-smtp, KEY:then-smtp:then-webhook.
// The predecessor of a fallback is its key without the last segment.
const fallbackSep = ":then-"

// Directory says how a person wants to be reached.
type Directory interface {
	// Channels is the person's own channel order from the roster (nil when
	// the roster names none).
	Channels(personID string) []string
	// Address is the person's address on ch ("" when they have none there).
	Address(personID, ch string) string
}

// Policy is what the configuration says for one tenant and project.
type Policy struct {
	// Mode is PerTask or Digest.
	Mode string
	// Channels is the default channel order for people whose roster entry
	// names none.
	Channels []string
}

// Planner decides the outbox rows a success writes, in the same
// transaction as the success (R14): per task, one row per channel in the
// person's order, each fallback under its own key; in digest mode, a member
// row for the event and the person's digest rows for the meeting (inserted
// once: an existing key is left as it is).
type Planner struct {
	Directory Directory
	// Policy for a tenant and project; nil: per task on the base channel.
	Policy func(tenant, project string) Policy
	// Configured reports whether a channel is wired.
	Configured func(ch string) bool
}

// CanonicalChannel maps the names people write in a roster to channel
// names: email and e-mail are smtp.
func CanonicalChannel(ch string) string {
	switch c := strings.ToLower(strings.TrimSpace(ch)); c {
	case "email", "e-mail", "mail":
		return "smtp"
	default:
		return c
	}
}

// Plan returns the rows for base, the single row axagent would write
// on its own (base channel and recipient).
func (p *Planner) Plan(e ledger.Execution, base ledger.NewNotification) []ledger.NewNotification {
	if p == nil || p.Directory == nil {
		return []ledger.NewNotification{base}
	}
	person := e.Intent.AssigneeID
	pol := Policy{Mode: PerTask}
	if p.Policy != nil {
		pol = p.Policy(e.Key.Tenant, e.Key.Project)
	}
	var order []string
	if person != "" {
		order = p.Directory.Channels(person)
	}
	if len(order) == 0 {
		order = pol.Channels
	}
	if len(order) == 0 {
		order = []string{base.Channel}
	}
	type hop struct{ ch, addr string }
	var hops []hop
	seen := map[string]bool{}
	for _, ch := range order {
		ch = CanonicalChannel(ch)
		if seen[ch] || (p.Configured != nil && !p.Configured(ch)) {
			continue
		}
		seen[ch] = true
		// On axagent's own channel axagent's address stands, so a
		// configuration without per-person channels writes today's row.
		addr := base.Recipient
		if person != "" && ch != base.Channel {
			addr = p.Directory.Address(person, ch)
		}
		if addr != "" {
			hops = append(hops, hop{ch, addr})
		}
	}
	if len(hops) == 0 {
		// Nowhere the person can be reached: today's single row, which the
		// dispatcher hands to a human if its channel refuses.
		return []ledger.NewNotification{base}
	}
	chain := func(key, text string) []ledger.NewNotification {
		out := make([]ledger.NewNotification, len(hops))
		for i, h := range hops {
			if i > 0 {
				key += fallbackSep + h.ch
			}
			out[i] = ledger.NewNotification{Key: key, Channel: h.ch, Recipient: h.addr, Text: text}
		}
		return out
	}
	if pol.Mode != Digest || person == "" {
		return chain(base.Key, base.Text)
	}
	member := ledger.NewNotification{Key: base.Key, Channel: DigestChannel, Recipient: person, Text: base.Text}
	return append([]ledger.NewNotification{member}, chain(DigestKey(e.Key, person), "")...)
}

// DigestKey is the key of person's digest for the meeting of k:
// tenant:project:meeting:digest:person.
func DigestKey(k ledger.BusinessKey, person string) string {
	return k.Tenant + ":" + k.Project + ":" + k.Meeting + ":digest:" + person
}

// digestParts splits a digest key (or one of its fallbacks) into its
// meeting scope and person; ok is false for other keys.
func digestParts(key string) (tenant, project, meeting, person string, ok bool) {
	if i := strings.Index(key, fallbackSep); i >= 0 {
		key = key[:i]
	}
	parts := strings.SplitN(key, ":", 5)
	if len(parts) != 5 || parts[3] != "digest" || parts[4] == "" {
		return "", "", "", "", false
	}
	return parts[0], parts[1], parts[2], parts[4], true
}

// predecessor is the key a fallback takes over from ("" for a first row).
func predecessor(key string) string {
	i := strings.LastIndex(key, fallbackSep)
	if i < 0 {
		return ""
	}
	return key[:i]
}

// Effective returns the rows that speak for an action's notifications, for
// telling the user what is confirmed (R17): one row per notification, its
// fallbacks folded in (the first one delivered, else the one now in
// charge: the first not refused for good), and no digest rows (a digest
// belongs to the person's meeting; the action's member row speaks for it).
func Effective(rows []ledger.Notification) []ledger.Notification {
	chains := map[string][]ledger.Notification{}
	var roots []string
	for _, n := range rows {
		if _, _, _, _, ok := digestParts(n.Key); ok {
			continue
		}
		root := n.Key
		if i := strings.Index(root, fallbackSep); i >= 0 {
			root = root[:i]
		}
		if _, seen := chains[root]; !seen {
			roots = append(roots, root)
		}
		chains[root] = append(chains[root], n)
	}
	out := make([]ledger.Notification, 0, len(roots))
	for _, root := range roots {
		chain := chains[root]
		// Chain order is key length: each fallback extends its predecessor.
		for i := 1; i < len(chain); i++ {
			for j := i; j > 0 && len(chain[j].Key) < len(chain[j-1].Key); j-- {
				chain[j], chain[j-1] = chain[j-1], chain[j]
			}
		}
		pick := chain[len(chain)-1]
		for i, n := range chain {
			if n.State == ledger.Succeeded {
				pick = n
				break
			}
			refused := n.State == ledger.Abandoned || n.State == ledger.NeedsHuman && !n.InDoubt
			if !refused || i == len(chain)-1 {
				pick = n
				break
			}
		}
		out = append(out, pick)
	}
	return out
}
