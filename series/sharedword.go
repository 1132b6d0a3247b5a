package series

import (
	"slices"
	"unicode/utf8"
)

// sharedWord is Match's last resort after sharedPhrase for a person's
// line that shares one subject word with a task of theirs: when no other
// open task of the series writes that word ("consolidate the roadmap
// stuff" / "start the roadmap sub-directory", "get the education site up
// to speed" / "re-purpose the education site for RTD"), the one task that
// does is shown as possibly it (EvSharedSubject: never linked, never
// held). A word of several tasks names a topic, and a name both write
// ("Tokyo" of a hotel and of flights) a place or topic of several
// deliverables: neither is shown; nor when a number, period or name sets
// the two apart (differs), nor a line of a single subject word (a name,
// a heading), nor on a short word, nor in a series of a few tasks.
func (ix *Index) sharedWord(owner string, ad Deliverable) []int {
	oi := ix.owners[owner]
	st := slices.DeleteFunc(subjectTerms(ad), ix.isPerson)
	if oi == nil || len(st) < 2 || len(ix.tasks)-len(ix.gone) < minWordTasks {
		return nil
	}
	all := ix.everyone()
	names := nameTerms(owner)
	var found []int
	for _, term := range st {
		if ad.Distinct[term] || hasDigit(term) || timeWords[term] || utf8.RuneCountInString(term) < minWordRunes(term) {
			continue
		}
		if len(all.byTerm[term]) > maxScan {
			continue // a bounded read per action (BenchmarkMatch): a common word
		}
		is := ix.live(all.byTerm[term])
		if len(is) != 1 || !slices.Contains(ix.live(oi.byTerm[term]), is[0]) {
			continue
		}
		td := ix.delivs[is[0]].without(names)
		if differs(ad, td) {
			continue
		}
		as, ts := sortedCopy(subjectTerms(ad)), sortedCopy(subjectTerms(td))
		if n := len(sharedTerms(as, ts)); n == len(as) && n == len(ts) || len(as)-n == 1 && len(ts)-n == 1 {
			// The same words but the work ("write" / "review" the
			// report), or one object swapped for another ("move the
			// website repo / config"): two tasks.
			continue
		}
		found = appendNew(found, is[0])
	}
	if len(found) != 1 {
		return nil
	}
	return found
}

// minWordTasks: how many open tasks a series needs for a word only one
// of them writes to say something of which task a line is about; in a
// series of a few tasks every word is rare.
const minWordTasks = 10

// minWordRunes: a Latin word of fewer than five letters ("set", "page")
// names too little to tell one task by; a Hangul word of two syllables
// ("모델", "구조") is a noun.
func minWordRunes(term string) int {
	if isMostlyHangul(term) {
		return 2
	}
	return 5
}
