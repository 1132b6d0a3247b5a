package series

import (
	"slices"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// EvSharedPhrase: the same person (Who) and a phrase of two words in a
// row (Reason) few tasks of the series carry, shared with Task: a
// paraphrase perhaps ("refine the roadmap, a priority this week" of
// "refine the roadmap before the next discussion"), shown and never
// linked, nor held (no partial evidence of the deliverable, as with
// EvSharedSubject).
const EvSharedPhrase = "shared-phrase"

// timeWords say when, not what: "in the next day or so" names no
// subject another line may share.
var timeWords = map[string]bool{"next": true, "last": true, "day": true, "week": true, "month": true, "year": true, "time": true, "soon": true,
	"later": true, "end": true, "weekend": true}

// phrasePairs are the pairs of terms d writes one after the other (stop
// words between them gone) that may name a subject: at least one of the
// two a plain subject term, neither a number, a period, a word of when
// or a person of the series (those tell deliverables apart or say who
// or when, not what).
func (ix *Index) phrasePairs(d Deliverable) []string {
	var out []string
	for k := 0; k+1 < len(d.Terms); k++ {
		x, y := d.Terms[k], d.Terms[k+1]
		if hasDigit(x) || hasDigit(y) || monthNames[x] || monthNames[y] || timeWords[x] || timeWords[y] || ix.isPerson(x) || ix.isPerson(y) {
			continue
		}
		// One of the two a plain subject word, not a name: a verb of work
		// and a name ("send the GCP …", "book … Tokyo") say what is done
		// about whom or where, not which deliverable.
		plain := subjectTerms(Deliverable{Terms: []string{x, y}})
		if !slices.ContainsFunc(plain, func(t string) bool { return !d.Distinct[t] }) {
			continue
		}
		out = append(out, x+" "+y)
	}
	return out
}

// sharedPhrase is Match's last resort for a person's line that shares no
// subject words with a task of theirs (sharedSubject): the person's open
// tasks whose deliverable writes a phrase of the line's, two terms in a
// row, that few tasks of the series write (maxSubjectDF) — "model
// structure", "particle input" — one task at most: a phrase several of
// the person's tasks carry names a topic, not one of them. Never a task
// a distinguishing term sets apart (differs: "the Q3 budget report" is
// not "the Q4 budget report"), nor one with the same words but for the
// work done on them (another kind of work on one object).
// Links and host names are read as in proseOf.
func (ix *Index) sharedPhrase(owner string, a Action) Decision {
	oi := ix.owners[owner]
	ad := proseOf(a.Title).without(actionNames(a))
	pairs := ix.phrasePairs(ad)
	if oi == nil || len(pairs) == 0 {
		return Decision{Verdict: New}
	}
	all := ix.everyone()
	limit := maxSubjectDF(len(ix.tasks) - len(ix.gone))
	// How many open tasks of the series write each phrase: read from the
	// postings of the phrase's first term (bounded, as sharedSubject).
	df := func(p string) int {
		first := p[:strings.IndexByte(p, ' ')]
		n := 0
		for k, i := range ix.live(all.byTerm[first]) {
			if k == maxScan {
				return limit + 1
			}
			if slices.Contains(ix.phrasePairs(proseOf(ix.tasks[i].Title)), p) {
				n++
			}
		}
		return n
	}
	names := nameTerms(owner)
	var found []int
	var why string
	for _, p := range pairs {
		if df(p) > limit {
			continue
		}
		first := p[:strings.IndexByte(p, ' ')]
		for _, i := range ix.live(oi.byTerm[first]) {
			if slices.Contains(found, i) || differs(ad, ix.delivs[i].without(names)) {
				continue
			}
			td := proseOf(ix.tasks[i].Title).without(names)
			if !slices.Contains(ix.phrasePairs(td), p) {
				continue
			}
			as, ts := sortedCopy(subjectTerms(ad)), sortedCopy(subjectTerms(td))
			if slices.Equal(as, ts) {
				continue // the same words but the work: another kind of work
			}
			if n := len(sharedTerms(as, ts)); len(as)-n == 1 && len(ts)-n == 1 {
				// One object swapped for another ("move the website repo /
				// config to the new org"): the phrase is where the work
				// happens, the swapped word what it is done to.
				continue
			}
			found = append(found, i)
			if why == "" {
				why = p
			}
		}
	}
	if len(found) != 1 {
		return Decision{Verdict: New}
	}
	t := ix.tasks[found[0]]
	return ix.possible(found, ledger.LinkEvidence{Kind: EvSharedPhrase, Who: a.AssigneeID, Task: t.Key, Title: t.Title, Reason: why})
}

func sortedCopy(s []string) []string {
	c := slices.Clone(s)
	slices.Sort(c)
	return slices.Compact(c)
}
