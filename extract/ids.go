package extract

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
)

// Registry is the part of ledger.Store that keeps action IDs stable (R3):
// the IDs are decided from a read, outside any transaction, and added with
// a write that is refused (ledger.ErrRegistryChanged) if another writer
// added actions to the scope in between.
type Registry interface {
	ActionRegistryList(ctx context.Context, scope ledger.MeetingScope) ([]ledger.RegisteredAction, error)
	ActionRegistryAdd(ctx context.Context, p ledger.RegistryAddParams) ([]ledger.RegisteredAction, error)
}

// registryTries bounds how often AssignIDs decides again after another
// writer added to the scope first: each retry means a competitor won, so
// many in a row are a storm of writers on one meeting, reported retryable.
const registryTries = 32

var reActionID = regexp.MustCompile(`^A(\d{3,6})$`)

// ValidActionID reports whether s is an action ID such as A007.
func ValidActionID(s string) bool { return reActionID.MatchString(s) }

func actionNum(id string) int {
	m := reActionID.FindStringSubmatch(id)
	if m == nil {
		return 0
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// FormatActionID is A001 for 1.
func FormatActionID(n int) string { return fmt.Sprintf("A%03d", n) }

// matchThreshold is the least similarity at which a candidate is taken to be
// a registered action. Chosen so a reworded title with the same assignee
// matches and two different tasks of one person do not.
const matchThreshold = 0.5

// MatchKey is the normalised fingerprint of an action used to recognise it
// on a re-read: v1|assignee|sorted title tokens. It ignores word order,
// particles, case, stop words and simple inflection.
func MatchKey(assignee, title string) string {
	return "v1|" + assigneeKey(assignee) + "|" + strings.Join(titleTokens(title), " ")
}

func assigneeKey(a string) string { return stripHonorific(normName(a)) }

func parseMatchKey(k string) (assignee string, tokens []string) {
	parts := strings.SplitN(k, "|", 3)
	if len(parts) != 3 {
		return "", strings.Fields(k)
	}
	return parts[1], strings.Fields(parts[2])
}

var stopWords = map[string]bool{
	"a": true, "an": true, "the": true, "to": true, "for": true, "of": true, "on": true, "in": true, "and": true,
	"or": true, "with": true, "by": true, "will": true, "up": true, "about": true, "this": true, "that": true,
	"our": true, "your": true, "please": true, "at": true, "be": true, "is": true, "it": true, "from": true,
	"그": true, "및": true, "좀": true, "관련": true, "대한": true, "대해": true,
}

// Korean particles at the end of a word, longest first. A particle is
// dropped only when a stem of at least one syllable stays.
var koParticles = []string{"에게서", "으로", "에게", "에서", "까지", "부터", "이랑", "하고", "을", "를", "의", "이", "가", "은", "는", "에", "로", "와", "과", "도", "랑"}

// Sino-Korean nouns ending in a syllable that is also a particle.
var koParticleExceptions = map[string]bool{"회의": true, "논의": true, "합의": true, "동의": true, "협의": true, "문의": true, "정의": true, "주의": true, "건의": true, "심의": true, "질의": true, "강의": true, "의의": true, "회사": true, "국가": true, "평가": true, "단가": true, "원가": true, "추가": true, "주가": true, "휴가": true, "고객사": true, "공급사": true, "기사": true}

// Verb endings after a 하다-noun (확인합니다 → 확인).
var koVerbEndings = []string{"하기로 했습니다", "하기로 하였습니다", "하겠습니다", "하기로 함", "할 예정입니다", "할 예정", "해 주세요", "해주세요", "합니다", "하기로", "하기", "한다", "함", "해야", "할게요", "할것", "할 것"}

func stripKoParticle(w string) string {
	if koParticleExceptions[w] {
		return w
	}
	for _, p := range koParticles {
		if h, ok := strings.CutSuffix(w, p); ok && h != "" && isHangulWord(h) {
			return h
		}
	}
	return w
}

func stripKoVerb(w string) string {
	for _, e := range koVerbEndings {
		if strings.Contains(e, " ") {
			continue
		}
		if h, ok := strings.CutSuffix(w, e); ok && h != "" && isHangulWord(h) {
			return h
		}
	}
	return w
}

func isHangulWord(s string) bool {
	for _, r := range s {
		if !unicode.Is(unicode.Hangul, r) {
			return false
		}
	}
	return true
}

func stemEn(w string) string {
	for _, suf := range []string{"ing", "ed", "es", "s"} {
		if h, ok := strings.CutSuffix(w, suf); ok && len(h) >= 4 {
			return h
		}
	}
	return w
}

// titleTokens are the sorted, de-duplicated content words of a title.
func titleTokens(title string) []string {
	s := strings.ToLower(norm.NFC.String(title))
	words := strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	set := map[string]bool{}
	for _, w := range words {
		if stopWords[w] {
			continue
		}
		if isHangulWord(w) {
			w = stripKoVerb(stripKoParticle(w))
		} else {
			w = stemEn(w)
		}
		if w != "" && !stopWords[w] {
			set[w] = true
		}
	}
	out := make([]string, 0, len(set))
	for w := range set {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}

// similarity of two match keys in [0, 1].
func similarity(a, b string) float64 {
	aa, at := parseMatchKey(a)
	ba, bt := parseMatchKey(b)
	return tokenSimilarity(aa, at, ba, bt)
}

// tokenSimilarity is similarity of two parsed match keys (each token list
// sorted and de-duplicated, as MatchKey writes it).
func tokenSimilarity(aa string, at []string, ba string, bt []string) float64 {
	if len(at) == 0 || len(bt) == 0 {
		return 0
	}
	inter := 0
	for i, j := 0, 0; i < len(at) && j < len(bt); {
		switch {
		case at[i] == bt[j]:
			inter++
			i++
			j++
		case at[i] < bt[j]:
			i++
		default:
			j++
		}
	}
	union := len(at) + len(bt) - inter
	score := float64(inter) / float64(union)
	if small := min(len(at), len(bt)); inter >= 2 && small > 0 {
		// A title that gained or lost a few words ("write up a guide" vs
		// "write up a guide for go repos") is still the same task.
		score = max(score, 0.9*float64(inter)/float64(small))
	}
	if aa != ba {
		// Another assignee: only the same words make it the same action
		// (a reassignment, which the ledger then sees as changed content).
		if inter == len(at) && inter == len(bt) {
			return 0.6
		}
		return 0
	}
	return score
}

// assignIDs gives every action an ID: explicit IDs first, then the best
// match among registered actions, then the next free number in source order.
// It returns the registered actions to add.
func assignIDs(actions []*Action, existing []ledger.RegisteredAction, scope ledger.MeetingScope, now time.Time) []ledger.RegisteredAction {
	maxN := 0
	byID := map[string]ledger.RegisteredAction{}
	for _, r := range existing {
		byID[r.ActionID] = r
		maxN = max(maxN, actionNum(r.ActionID))
	}
	var added []ledger.RegisteredAction
	used := map[string]bool{}
	register := func(a *Action) {
		added = append(added, ledger.RegisteredAction{Scope: scope, ActionID: a.ActionID, MatchKey: a.matchKey, Title: a.Title, Assignee: a.Assignee, CreatedAt: now})
		byID[a.ActionID] = added[len(added)-1]
	}
	explicit := map[int]bool{}
	for _, a := range actions {
		if a.explicitID == "" {
			continue
		}
		explicit[actionNum(a.explicitID)] = true
		a.ActionID = a.explicitID
		if used[a.explicitID] {
			a.ask(QuestionOther, fmt.Sprintf("action ID %s is written twice in the notes", a.explicitID))
			continue
		}
		used[a.explicitID] = true
		if _, ok := byID[a.explicitID]; !ok {
			register(a)
		}
	}
	pairs := matchRegistered(actions, existing, used)
	for _, p := range pairs {
		a := actions[p.a]
		if a.ActionID != "" || used[p.id] {
			continue
		}
		a.ActionID = p.id
		used[p.id] = true
	}
	for _, a := range actions {
		if a.ActionID != "" {
			continue
		}
		// Next number after every registered one, skipping IDs written in
		// these notes: registered IDs are never deleted, so none is reused.
		maxN++
		for explicit[maxN] {
			maxN++
		}
		a.ActionID = FormatActionID(maxN)
		used[a.ActionID] = true
		register(a)
	}
	return added
}

// pair is a possible match of action a with registered action id.
type pair struct {
	a     int
	id    string
	num   int
	score float64
}

// matchRegistered lists the pairs (action, registered action) similar
// enough to be the same action, best first: score, then source order, then
// the lower ID. Only pairs that share a title word can reach the threshold,
// so each action is compared with the registered actions that share one of
// its words (an index by word), not with all of them, and a re-read of
// unchanged notes — every action matching a registered one with the same
// key — takes time linear in the actions (issue 29), not quadratic.
func matchRegistered(actions []*Action, existing []ledger.RegisteredAction, used map[string]bool) []pair {
	type entry struct {
		assignee string
		tokens   []string
		num      int
	}
	entries := make([]entry, len(existing))
	byToken := map[string][]int{}
	exact := map[string][]int{}
	for i, r := range existing {
		if used[r.ActionID] {
			continue
		}
		as, toks := parsedKey(r.MatchKey)
		entries[i] = entry{as, toks, actionNum(r.ActionID)}
		for _, t := range toks {
			byToken[t] = append(byToken[t], i)
		}
		if len(toks) > 0 {
			k := exactKey(as, toks)
			exact[k] = append(exact[k], i)
		}
	}
	// The same key is a score of 1, above any other pair: those pairs are
	// taken first in source order, each with the lowest unused ID, exactly
	// as the sorted list below would take them.
	var pairs []pair
	taken := make([]bool, len(existing))
	for i, a := range actions {
		if a.ActionID != "" {
			continue
		}
		as, toks := parsedKey(a.matchKey)
		if len(toks) == 0 {
			continue
		}
		k := exactKey(as, toks)
		cands := exact[k]
		for len(cands) > 0 && taken[cands[0]] {
			cands = cands[1:]
		}
		exact[k] = cands
		if len(cands) == 0 {
			continue
		}
		best := cands[0]
		for _, c := range cands[1:] {
			if !taken[c] && entries[c].num < entries[best].num {
				best = c
			}
		}
		taken[best] = true
		pairs = append(pairs, pair{i, existing[best].ActionID, entries[best].num, 1})
	}
	exactPairs := len(pairs)
	matched := make([]bool, len(actions))
	for _, p := range pairs {
		matched[p.a] = true
	}
	seen := make([]int, len(existing))
	for i, a := range actions {
		if a.ActionID != "" || matched[i] {
			continue
		}
		as, toks := parsedKey(a.matchKey)
		for _, t := range toks {
			for _, j := range byToken[t] {
				if taken[j] || seen[j] == i+1 {
					continue
				}
				seen[j] = i + 1
				e := entries[j]
				if s := tokenSimilarity(as, toks, e.assignee, e.tokens); s >= matchThreshold {
					pairs = append(pairs, pair{i, existing[j].ActionID, e.num, s})
				}
			}
		}
	}
	rest := pairs[exactPairs:]
	sort.Slice(rest, func(i, j int) bool {
		if rest[i].score != rest[j].score {
			return rest[i].score > rest[j].score
		}
		if rest[i].a != rest[j].a {
			return rest[i].a < rest[j].a
		}
		if rest[i].num != rest[j].num {
			return rest[i].num < rest[j].num
		}
		return rest[i].id < rest[j].id
	})
	return pairs
}

// parsedKey is a match key's assignee and its title tokens, sorted and
// de-duplicated (as MatchKey writes them; a key stored otherwise is
// brought to that form).
func parsedKey(k string) (string, []string) {
	as, toks := parseMatchKey(k)
	sort.Strings(toks)
	return as, slices.Compact(toks)
}

// exactKey: two parsed keys score 1 exactly when their exactKeys are equal.
func exactKey(assignee string, tokens []string) string {
	return assignee + "\x00" + strings.Join(tokens, " ")
}

// AssignIDs numbers actions through the registry: read the scope's
// registered actions, decide, add with a conditional write; when another
// writer added first, read and decide again. A nil registry numbers from
// A001 without remembering anything (IDs are then stable only for
// identical notes).
func AssignIDs(ctx context.Context, reg Registry, scope ledger.MeetingScope, actions []*Action, now time.Time) error {
	if reg == nil {
		assignIDs(actions, nil, scope, now)
		return nil
	}
	for try := 0; try < registryTries; try++ {
		existing, err := reg.ActionRegistryList(ctx, scope)
		if err != nil {
			return fmt.Errorf("assign action ids: %w", err)
		}
		// A retry decides from a clean slate.
		for _, a := range actions {
			a.ActionID = ""
			a.Reason, a.Status = a.baseReason, StatusReady
			if a.Reason != "" {
				a.Status = StatusNeedsHuman
			}
		}
		added := assignIDs(actions, existing, scope, now)
		if len(added) == 0 {
			return nil
		}
		_, err = reg.ActionRegistryAdd(ctx, ledger.RegistryAddParams{Scope: scope, Seen: len(existing), Actions: added})
		if err == nil {
			return nil
		}
		if !errors.Is(err, ledger.ErrRegistryChanged) {
			return fmt.Errorf("assign action ids: %w", err)
		}
	}
	return failure.NewRetryable("assign action ids", fmt.Errorf("the registry of %s:%s:%s changed under %d tries in a row", scope.Tenant, scope.Project, scope.Meeting, registryTries))
}

// Similarity of two match keys in [0, 1]; at least 0.5 is the same action.
func Similarity(a, b string) float64 { return similarity(a, b) }
