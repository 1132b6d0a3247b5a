// Package series decides which task of a meeting series a later meeting's
// action is: the same task restated (a carry-over list, a progress line,
// the same action item again), a new task, or — when the evidence is
// partial — a new task shown to a person as possibly the same.
//
// It links only on evidence: the same assignee (after roster resolution)
// and the same deliverable — titles equal once status words, dates and
// checkbox marks are gone and near-synonyms of task work (review/check,
// 검토/확인) are read as one word (Deliverable), an explicit reference in the
// notes (a tracker ID or the earlier key), or an extractor's same_as that
// the caller verified against the ledger. Any differing word on both
// sides (Q3/Q4, 1차/2차, PR 1234/1250, iOS/Android, flights/hotel) means
// not the same. A guess never changes a task: a wrongly created
// near-duplicate is seen and merged in one step, a wrongly swallowed
// action would never be seen.
//
// Matching is indexed by assignee, deliverable signature and term, so a
// meeting's actions are matched in time that does not grow with the
// series' open tasks (BenchmarkMatch).
package series

import (
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/axagent/axagent/ledger"
)

// Kind says how the notes wrote a later action.
type Kind int

const (
	// Plain is an action item.
	Plain Kind = iota
	// CarryOver is a line of a list of earlier actions ("Action items
	// from last meeting", "지난 회의 액션 점검").
	CarryOver
	// Progress is a progress line about a task ("지훈: … 작업 중",
	// "still working on …", "to continue work on …").
	Progress
)

func (k Kind) String() string { return [...]string{"plain", "carry-over", "progress"}[k] }

// Restating reports whether the notes present the line as earlier work.
func (k Kind) Restating() bool { return k != Plain }

// Action is a later meeting's action as the linker sees it.
type Action struct {
	// AssigneeID is the roster person; empty when the owner was not one
	// person (a group, a status word, several names).
	AssigneeID string
	// Owners are the owners as resolved one by one (several when the
	// notes named several).
	Owners []string
	// NoOwner: the notes name no one for it, or a group or a status in
	// the owner's place ("전체", "all", "TBD", "지속"). The deliverable
	// alone may then link it (never when a person is named: another
	// person's same-titled task is another task).
	NoOwner bool
	Title   string
	// Due is the resolved due date (YYYY-MM-DD, "" none).
	Due string
	// Text is the line as written: explicit references are read here.
	Text string
	Kind Kind
	// SameAs is an extractor's same_as claim the caller verified against
	// the ledger (the task's key), or "".
	SameAs string
}

// Task is an open task of an earlier meeting of the series.
type Task struct {
	Key        string
	ExternalID string
	Meeting    string
	ActionID   string
	Title      string
	AssigneeID string
	DueDate    string
	// Owners are the owners as written of a task held for having several.
	Owners []string
	// Waiting: the task waits for a person (held, or in doubt with one).
	Waiting bool
}

// Verdict of a match.
type Verdict int

const (
	// New: no open task of the series is this action.
	New Verdict = iota
	// Same: the action restates Decision.Task.
	Same
	// Possible: the evidence is partial; the action is a new task unless
	// a person merges it into one of Decision.Possible.
	Possible
)

func (v Verdict) String() string { return [...]string{"new", "same", "possible"}[v] }

// Decision is a match's answer.
type Decision struct {
	Verdict  Verdict
	Task     Task
	Possible []Task
	// Why is why (Same) or what is missing (Possible), Evidence its
	// words.
	Why      ledger.LinkEvidence
	Evidence string
	// Unowned: Same with a task filed with no owner, by an action that
	// names one person. The link holds only while that task waits for
	// nothing but its owner (the caller checks the ledger): this meeting
	// then answers its question; else a person decides (Possible).
	Unowned bool
}

// MaxPossible bounds the tasks a Possible decision lists.
const MaxPossible = 3

// maxSubsetTerms bounds the terms whose subsets are looked up (2^n
// lookups): longer titles are matched by equality and supersets only.
const maxSubsetTerms = 8

// maxScan bounds the tasks read for a superset match of one action.
const maxScan = 256

// Index is a series' open tasks, indexed for matching.
type Index struct {
	tasks  []Task
	delivs []Deliverable
	sigs   []string
	// by owner (lower case): signature, joined form, term → tasks.
	owners map[string]*ownerIndex
	// by signature across owners: an owner cell that names a group or a
	// status ("전체", "TBD") does not block a carry-over's link.
	anyOwner map[string][]int
	// explicit references: external IDs and keys, lower case.
	refs map[string][]int
	// references written in titles: #123, PR 123, a URL.
	titleRefs map[string][]int
	// gone are tasks found closed after indexing: never matched.
	gone map[int]bool
	// all indexes every task whoever owns it (built when first needed).
	all *ownerIndex
	// heads are the owners a task filed with no owner names at the head
	// of its title ("Dana + reviewers: draft the RFC"), as written.
	heads map[int][]string
	// people are the terms of the owners' names (built when first
	// needed).
	people map[string]bool
}

type ownerIndex struct {
	bySig, byJoined, byTerm, byDue map[string][]int
}

// NewIndex indexes tasks.
func NewIndex(tasks []Task) *Index {
	ix := &Index{tasks: tasks, delivs: make([]Deliverable, len(tasks)), sigs: make([]string, len(tasks)),
		owners: map[string]*ownerIndex{}, anyOwner: map[string][]int{}, refs: map[string][]int{}, titleRefs: map[string][]int{}, gone: map[int]bool{},
		heads: map[int][]string{}}
	for i, t := range tasks {
		d := Of(t.Title)
		ix.delivs[i], ix.sigs[i] = d, d.Signature()
		if len(d.Terms) > 0 {
			ix.anyOwner[ix.sigs[i]] = append(ix.anyOwner[ix.sigs[i]], i)
		}
		owners := t.Owners
		if t.AssigneeID != "" {
			owners = append([]string{t.AssigneeID}, owners...)
		}
		owners = uniqueFold(owners)
		if len(owners) == 0 {
			// Tasks with no owner are found by owner "": a progress line
			// that names part of one is then not sure which task it is.
			owners = []string{""}
			if head, rest, ok := headOwners(t.Title); ok {
				// "Dana + reviewers: draft the RFC", held for want of one
				// owner: each name it opens with finds the rest as that
				// person's deliverable, as for a task filed for several.
				ix.heads[i] = head
				rd := Of(rest)
				for _, o := range uniqueFold(head) {
					ix.index(o, i, t.DueDate, rd)
				}
			}
		}
		for _, o := range owners {
			ix.index(o, i, t.DueDate, d)
		}
		for _, r := range titleRefsOf(t.Title) {
			ix.titleRefs[r] = append(ix.titleRefs[r], i)
		}
		for _, r := range []string{t.ExternalID, t.Key} {
			if r != "" {
				ix.refs[strings.ToLower(r)] = append(ix.refs[strings.ToLower(r)], i)
			}
		}
	}
	return ix
}

// index files task i under owner o by deliverable d (due the task's due
// date).
func (ix *Index) index(o string, i int, due string, d Deliverable) {
	oi := ix.owners[o]
	if oi == nil {
		oi = &ownerIndex{bySig: map[string][]int{}, byJoined: map[string][]int{}, byTerm: map[string][]int{}, byDue: map[string][]int{}}
		ix.owners[o] = oi
	}
	if due != "" {
		oi.byDue[due] = append(oi.byDue[due], i)
	}
	// The owner's own name in the title ("Tom to prepare the agenda")
	// says who, not what: left out of the owner's keys.
	do := d.without(nameTerms(o))
	if len(do.Terms) == 0 {
		return
	}
	sig := do.Signature()
	oi.bySig[sig] = append(oi.bySig[sig], i)
	oi.byJoined[do.Joined()] = append(oi.byJoined[do.Joined()], i)
	for _, term := range do.Terms {
		oi.byTerm[term] = append(oi.byTerm[term], i)
	}
}

// reHeadOwners is a title opening with two or more names joined by "+",
// "&", ",", "/", "and", "및" and a colon: "Dana + reviewers: draft the
// RFC", "민서, 지훈: 목록 정리". Each name is one word.
var reHeadOwners = regexp.MustCompile(`^[\s*_-]*(@?[\p{L}][\p{L}\p{N}._-]*(?:\s*(?:\+|&|,|/|\band\b|및)\s*@?[\p{L}][\p{L}\p{N}._-]*)+)\s*[:：]\s*(\S.*)$`)

// reOwnerSep splits reHeadOwners' names.
var reOwnerSep = regexp.MustCompile(`\s*(?:\+|&|,|/|\band\b|및)\s*`)

// headOwners are the names a title opens with (reHeadOwners) and the
// rest of it.
func headOwners(title string) (names []string, rest string, ok bool) {
	m := reHeadOwners.FindStringSubmatch(title)
	if m == nil {
		return nil, "", false
	}
	for _, n := range reOwnerSep.Split(m[1], -1) {
		if n = strings.TrimPrefix(strings.TrimSpace(n), "@"); n != "" {
			names = append(names, n)
		}
	}
	return names, m[2], len(names) > 1
}

// everyone is every task by term whoever owns it, built the first time a
// match needs it (few do: see Match).
func (ix *Index) everyone() *ownerIndex {
	if ix.all != nil {
		return ix.all
	}
	ix.all = &ownerIndex{bySig: map[string][]int{}, byTerm: map[string][]int{}}
	for i, d := range ix.delivs {
		if len(d.Terms) == 0 {
			continue
		}
		ix.all.bySig[ix.sigs[i]] = append(ix.all.bySig[ix.sigs[i]], i)
		for _, term := range d.Terms {
			ix.all.byTerm[term] = append(ix.all.byTerm[term], i)
		}
	}
	return ix.all
}

// Len is the number of indexed tasks.
func (ix *Index) Len() int { return len(ix.tasks) }

// Task returns an indexed task by key.
func (ix *Index) Task(key string) (Task, bool) {
	if i, ok := ix.find(key); ok {
		return ix.tasks[i], true
	}
	return Task{}, false
}

func (ix *Index) find(key string) (int, bool) {
	for _, i := range ix.refs[strings.ToLower(key)] {
		if ix.tasks[i].Key == key && !ix.gone[i] {
			return i, true
		}
	}
	return 0, false
}

// drop leaves a task out of every later match (found closed).
func (ix *Index) drop(key string) {
	if i, ok := ix.find(key); ok {
		ix.gone[i] = true
	}
}

func (ix *Index) dropped(key string) bool {
	_, ok := ix.find(key)
	return !ok
}

// live leaves out dropped tasks.
func (ix *Index) live(is []int) []int {
	if len(ix.gone) == 0 {
		return is
	}
	var out []int
	for _, i := range is {
		if !ix.gone[i] {
			out = append(out, i)
		}
	}
	return out
}

func uniqueFold(ss []string) []string {
	var out []string
	for _, s := range ss {
		s = ownerKey(s)
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// ownerKey folds an owner as written for comparison: case, a leading @,
// and a Korean honorific after a given name ("민서님", "@민서 씨" are
// 민서), so a name the roster does not know is one person however the
// notes address it. A surname with 씨 ("김씨") stays as written: it
// names no one person.
func ownerKey(s string) string {
	s = strings.ToLower(strings.TrimSpace(norm.NFC.String(s)))
	s = strings.TrimSpace(strings.TrimPrefix(s, "@"))
	for _, h := range []string{"님", "씨"} {
		if head, ok := strings.CutSuffix(s, h); ok {
			head = strings.TrimSpace(head)
			if utf8.RuneCountInString(head) >= 2 && !strings.ContainsFunc(head, func(r rune) bool { return !unicode.Is(unicode.Hangul, r) }) {
				return head
			}
		}
	}
	return s
}

// reRef finds explicit references in a line: tracker IDs (TASK-2, ABC-12,
// #123, owner/repo#12) and business keys.
var reRef = regexp.MustCompile(`[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+#\d+|#\d+|\b[A-Za-z][A-Za-z0-9]*-\d+\b|[^\s:]+:[^\s:]+:[^\s:]+:A\d+:create-task`)

// Match decides which open task, if any, a is.
func (ix *Index) Match(a Action) Decision {
	return ix.ownInstance(a, ix.guardPeriod(a, ix.guardNewWork(a, ix.match(a))))
}

func (ix *Index) match(a Action) Decision {
	owner := ownerKey(a.AssigneeID)
	// A claim the caller verified, or a reference written in the notes.
	if a.SameAs != "" {
		if t, ok := ix.Task(a.SameAs); ok {
			return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvSameAs, Task: t.Key})
		}
	}
	if d, ok := ix.byReference(a, owner); ok {
		return d
	}
	// named: the roster person, or the one name as written the roster
	// does not know (the same name is the same evidence of a person).
	named := owner
	if fo := uniqueFold(a.Owners); owner == "" && !a.NoOwner && len(fo) == 1 {
		named = fo[0]
	}
	if d, ok := ix.byTitleReference(a, named); ok {
		return d
	}
	if d, ok := ix.bySameItem(a, owner); ok {
		return d
	}
	if d, ok := ix.byQuote(a, owner); ok {
		return d
	}
	names := actionNames(a)
	ad := Of(a.Title).without(names)
	if len(ad.Terms) == 0 {
		return Decision{Verdict: New}
	}
	sig := ad.Signature()
	sigs := []string{sig}
	// pd is what partial evidence is read from: the line's deliverable,
	// or the head of a line that closes with a remark.
	pd := ad
	if head, ok := remarkHead(a); ok {
		// "add the calendar entry - will do after this call": a line
		// presented as earlier work, its task's title then a remark.
		pd = head.without(names)
		sigs = append(sigs, pd.Signature())
	}
	owners := []string{owner}
	if owner == "" {
		owners = uniqueFold(a.Owners)
		if a.NoOwner && !slices.Contains(owners, "") {
			// The tasks filed with no one person (held for a person to
			// name one): a line with no owner either restates one of them
			// by the deliverable alone, and one person decides them once.
			owners = append(owners, "")
		}
	}
	var same []int
	for _, o := range owners {
		oi := ix.owners[o]
		if oi == nil {
			continue
		}
		for _, sg := range sigs {
			same = appendNew(same, ix.live(oi.bySig[sg])...)
		}
		same = appendNew(same, ix.live(oi.byJoined[ad.Joined()])...)
	}
	if len(same) > 1 {
		same = ix.oneWrittenTwice(same)
	}
	if a.NoOwner && len(same) == 0 {
		// No one person: the owner cell is empty or says a group or a
		// status. The deliverable alone links it when one task has it.
		same = appendNew(same, ix.live(ix.anyOwner[sig])...)
	}
	switch {
	case len(same) == 1 && farApart(ix.tasks[same[0]].DueDate, a.Due):
		// A recurring deliverable (a yearly report, the same weekly
		// meeting's item a year on) is another instance, not a slipped
		// due date: filed, and shown as possibly the same.
		return ix.possible(same, ledger.LinkEvidence{Kind: EvRecurring, Due: a.Due, TaskDue: ix.tasks[same[0]].DueDate})
	case len(same) == 1 && owner == "" && !a.NoOwner && sameOwners(ix.tasks[same[0]].Owners, a.Owners):
		// Filed for several owners, or one name the roster does not know,
		// and restated for the same: the one hold already asks who; a
		// person decides it once.
		t := ix.tasks[same[0]]
		return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvSameOwners, Owners: t.Owners, Task: t.Key, Title: t.Title})
	case len(same) == 1 && owner != "" && ix.heads[same[0]] != nil:
		// Filed with no owner, its title naming several ("Dana +
		// reviewers: …"), restated for one of them: that task, whose
		// question (who owns it) this meeting answers while it waits for
		// nothing else (the caller checks).
		t := ix.tasks[same[0]]
		return Decision{Verdict: Same, Task: t, Unowned: true}.decided(ledger.LinkEvidence{Kind: EvOneOfOwners, Task: t.Key, Title: t.Title, Owners: ix.heads[same[0]], Who: a.AssigneeID})
	case len(same) == 1 && (owner != "" || a.NoOwner):
		t := ix.tasks[same[0]]
		return Decision{Verdict: Same, Task: t}.decided(ix.sameWhy(t, owner, a))
	case len(same) > 1:
		return ix.possible(same, ledger.LinkEvidence{Kind: EvSeveralSame})
	case len(same) == 1 && owner == "" && a.Kind.Restating() && len(uniqueFold(a.Owners)) > 1 && ix.tasks[same[0]].AssigneeID != "" &&
		slices.Contains(uniqueFold(a.Owners), ownerKey(ix.tasks[same[0]].AssigneeID)):
		// "@Dana, @Omar Draft the RFC" in a list of earlier items, about
		// Dana's "Draft the RFC": her task, with someone helping — the
		// mirror of a task whose owners dropped co-owners. Nothing new is
		// filed, so no one is assigned by it.
		t := ix.tasks[same[0]]
		return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvOwnersAdded, Line: a.Kind.String(), Owners: a.Owners, Task: t.Key, Title: t.Title})
	case len(same) == 1:
		// Several owners written and not restated: a person says which.
		return ix.possible(same, ledger.LinkEvidence{Kind: EvSeveralOwners})
	}
	if owner != "" {
		if un := ix.unowned(sigs, names); len(un) == 1 {
			t := ix.tasks[un[0]]
			return Decision{Verdict: Same, Task: t, Unowned: true}.decided(ledger.LinkEvidence{Kind: EvUnownedNamed, Task: t.Key, Title: t.Title, Who: a.AssigneeID})
		} else if len(un) > 1 {
			return ix.possible(un, ledger.LinkEvidence{Kind: EvSeveralUnowned})
		}
	}
	if owner != "" {
		if d, ok := ix.byAddedReference(a, owner, names); ok {
			return d
		}
	}
	// Partial evidence: one deliverable contains the other.
	var supers, subs []int
	for _, o := range owners {
		oi := ix.owners[o]
		if oi == nil {
			continue
		}
		supers = appendNew(supers, ix.live(ix.supersets(oi, pd))...)
		subs = appendNew(subs, ix.live(ix.subsets(oi, pd))...)
	}
	if a.NoOwner && a.Kind == CarryOver && len(supers)+len(subs) == 0 {
		// A line of a list of earlier items with no owner written, naming
		// by more or fewer words the one open task of the series that
		// fits, whoever owns it: the list says it is earlier work.
		all := ix.everyone()
		if cands := appendNew(ix.live(ix.supersets(all, pd)), ix.live(ix.subsets(all, pd))...); len(cands) == 1 {
			t := ix.tasks[cands[0]]
			return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvCarryOverNoOne, Line: CarryOver.String(), Task: t.Key, Title: t.Title})
		}
	}
	if owner != "" && a.Kind.Restating() && len(supers)+len(subs) == 0 && nonDistinct(pd) > 0 {
		// "Christian: working on packaging" about "work on packaging, run
		// it as a service", filed with no owner: a person's progress line
		// naming by part of its title the one open task filed with no one
		// that fits, none of the person's own. It answers who owns it
		// only while that task waits for nothing else (the caller checks).
		if un := ix.live(ix.supersets(ix.owners[""], pd)); len(un) == 1 && ix.leavesLooseNames(un[0], pd) && !headName(ix.tasks[un[0]].Title) {
			t := ix.tasks[un[0]]
			return Decision{Verdict: Same, Task: t, Unowned: true}.decided(ledger.LinkEvidence{Kind: EvPartOfUnowned, Line: a.Kind.String(), Who: a.AssigneeID, Task: t.Key, Title: t.Title})
		}
	}
	who := dash(a.AssigneeID, named)
	if a.Kind == CarryOver && len(supers)+len(subs) == 1 && (named != "" || a.NoOwner) {
		// A line of a list of earlier items naming one open task of the
		// same person (or, with no owner, one task filed with none) by
		// more or fewer words (what it adds as new work, "Q3 report
		// draft — done; will start the Q4 report draft", is guardNewWork's;
		// a number or period it adds, guardPeriod's).
		t := ix.tasks[appendNew(supers, subs...)[0]]
		return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvCarryOverNamed, Line: CarryOver.String(), Who: who, Task: t.Key, Title: t.Title})
	}
	if a.Kind == CarryOver && len(supers)+len(subs) == 0 && (named != "" || a.NoOwner) {
		// "Showing group name in Monitor Hosts widget?" in a list of
		// earlier items, about "Add a column to Monitor Hosts to show the
		// group name": other words, but the names of the one open task of
		// the person (or, with no owner, of the series) and most of its
		// words. Not a differing name, not another kind of work on the
		// same object ("review" in a list where "write" is open).
		pool := ix.owners[named]
		if named == "" {
			pool = ix.everyone()
		}
		if cands := ix.live(ix.sharesNames(pool, pd)); len(cands) == 1 {
			t := ix.tasks[cands[0]]
			return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvCarryOverNames, Line: CarryOver.String(), Who: who, Task: t.Key, Title: t.Title})
		} else if len(cands) > 1 {
			return ix.possible(cands, ledger.LinkEvidence{Kind: EvSeveralNames, Line: CarryOver.String()})
		}
	}
	unownedSupers := 0
	if named != "" && len(supers) > 0 {
		unownedSupers = len(ix.live(ix.supersets(ix.owners[""], pd)))
	}
	if a.Kind.Restating() && len(supers) == 1 && len(subs) == 0 && named != "" && unownedSupers == 0 && (nonDistinct(pd) > 0 || namesThing(pd) && ix.namesAll(supers[0], pd)) {
		// "still working on the proposal" about "write the budget
		// proposal": a progress line names its task by fewer words.
		// Not with no owner: without a person, a few words ("성능
		// 테스트중") name many tasks — a person is shown the possible one.
		// A line of names alone ("`/reannotate` 스켈레톤") names the one
		// task of the person carrying all of them and no other name.
		t := ix.tasks[supers[0]]
		return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvPartOfTitle, Line: a.Kind.String(), Who: who, Task: t.Key, Title: t.Title})
	}
	if a.Kind.Restating() && len(supers) > 1 && len(subs) == 0 && named != "" && unownedSupers == 0 && len(pd.Terms) >= 2 && nonDistinct(pd) > 0 {
		// "테스트 코드 제작" when two tasks of the person carry its words:
		// the one whose title says them as one phrase, in this order
		// ("… 테스트 코드 작성 및 …"), not the one where they are
		// scattered ("… 코드를 작성했으나 … 테스트 환경 …").
		if ph := ix.phrases(supers, pd, named); len(ph) == 1 {
			t := ix.tasks[ph[0]]
			return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvPhrase, Line: a.Kind.String(), Who: who, Task: t.Key, Title: t.Title})
		}
	}
	if a.Kind == Progress && len(subs) == 1 && len(supers) == 0 && named != "" && len(ix.delivs[subs[0]].Terms) >= 2 && addsNoName(ix.delivs[subs[0]], pd) && len(ix.live(ix.subsets(ix.owners[""], pd))) == 0 {
		// "지속적인 버그 수정 및 오류 개선" about "상기된 오류 수정": a
		// progress line of a person naming the one task of theirs by more
		// words — what was done on it. Not when a word it adds is a name,
		// number or period: "2차 초안 작성 중" is not the progress of
		// "초안 작성", "v4 오류 수정" may not be of "오류 수정".
		t := ix.tasks[subs[0]]
		return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvProgressMore, Line: Progress.String(), Who: who, Task: t.Key, Title: t.Title})
	}
	if a.NoOwner && a.Kind == Progress && len(subs) == 0 && hasDistinct(pd) && nonDistinct(pd) > 0 {
		// "`gpt-4o-mini` 파인튜닝 완료" with no owner, about "`gpt-4o-mini`
		// 파인튜닝 테스트" of the backend: a progress line naming by part of
		// its title, with a name no other open task carries with those
		// words, the one task of the series it fits. Without such a name
		// ("성능 테스트중") a few words fit many tasks: new.
		// It may leave out words of the title, not its names: "`gpt-4o`
		// 파인튜닝" is not about "`gpt-4o-mini` 파인튜닝".
		if cands := ix.live(ix.supersets(ix.everyone(), pd)); len(cands) == 1 && ix.namesAll(cands[0], pd) {
			t := ix.tasks[cands[0]]
			return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvProgressNoOne, Line: Progress.String(), Task: t.Key, Title: t.Title})
		}
	}
	cands := appendNew(supers, subs...)
	if len(cands) > 2*MaxPossible && len(ad.Terms) < 2 {
		return Decision{Verdict: New}
	}
	if len(cands) > 0 {
		return ix.possible(cands, ledger.LinkEvidence{Kind: EvContains})
	}
	if a.NoOwner {
		// No one named: the item both name is all that ties them (a
		// person's line is theirs; another's task with it is another's).
		if d, ok := ix.byRefOnly(a); ok {
			return d
		}
	}
	// The same person and due date in another language: words cannot
	// tell, a person can.
	if a.Due != "" && owner != "" {
		var other []int
		for _, i := range ix.live(ix.owners[owner].dueList(a.Due)) {
			// A translation keeps its numbers: "review PR 1250" is no
			// translation of "계약서 초안 작성" nor of "PR 1234 검토".
			if isMostlyHangul(ix.tasks[i].Title) != isMostlyHangul(a.Title) && slices.Equal(numberTerms(ix.delivs[i]), numberTerms(ad)) {
				other = append(other, i)
			}
		}
		if len(other) > 0 {
			return ix.possible(other, ledger.LinkEvidence{Kind: EvOtherLanguage, Due: a.Due})
		}
	}
	if owner != "" {
		// The same deliverable, word for word, filed for another person:
		// handed over ("load test: Daniel → 민서") or each person's own
		// copy of the same work. Words cannot tell; a person decides —
		// shown, never linked, never a change of either task.
		var other []int
		for _, i := range ix.live(ix.anyOwner[sig]) {
			if o := ownerKey(ix.tasks[i].AssigneeID); o != "" && o != owner {
				other = append(other, i)
			}
		}
		if d, ok := ix.carriedOtherOwner(a, sig, other); ok {
			return d
		}
		if len(other) > 0 {
			t := ix.tasks[other[0]]
			return ix.possible(other, ledger.LinkEvidence{Kind: EvOtherPerson, Task: t.Key, Title: t.Title, Assignee: t.AssigneeID, Who: a.AssigneeID})
		}
	}
	if owner != "" {
		// The same person and a subject few tasks of the series name
		// ("investigate Azure job failures" / "follow up on the Azure
		// build failures"): a paraphrase a person may merge, shown and
		// never linked.
		if cands := ix.sharedSubject(owner, ad); len(cands) > 0 {
			return ix.possible(cands, ix.subjectWhy(a, cands[0]))
		}
		if d := ix.sharedPhrase(owner, a); d.Verdict != New {
			return d
		}
		// One subject word no other open task writes: shown likewise.
		if cands := ix.sharedWord(owner, ad); len(cands) > 0 {
			return ix.possible(cands, ix.subjectWhy(a, cands[0]))
		}
		return ix.onlyTask(owner, a, ad)
	}
	return Decision{Verdict: New}
}

// numberTerms are d's terms written in digits alone, two or more of
// them (issue and PR numbers, years, amounts), sorted: the part of a
// title a translation keeps as it is. A single digit is left out ("1차
// 초안" is "the first draft").
func numberTerms(d Deliverable) []string {
	var out []string
	for _, t := range d.Terms {
		if len(t) >= 2 && !strings.ContainsFunc(t, func(r rune) bool { return !unicode.IsDigit(r) }) {
			out = append(out, t)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// maxSubjectDF bounds how many open tasks of the series may carry a
// word for it to name a subject: a word most tasks carry ("release",
// "docs" in a docs team's series) says nothing of which one.
func maxSubjectDF(n int) int { return max(2, n/10) }

// subjectTerms are the terms of d that may name a subject: not a verb of
// task work (stop, status and generic words are gone already), not a
// number, period or month (those tell deliverables apart, they name no
// subject of their own).
func subjectTerms(d Deliverable) []string {
	var out []string
	for _, t := range d.Terms {
		if !workVerbs[t] && !hasDigit(t) && !monthNames[t] && !artifactWords[t] && !stopWords[t] && !questionWords[t] {
			out = append(out, t)
		}
	}
	return out
}

// artifactWords (stems) name the kind of thing worked on in a tracker,
// whatever it is about: "update the PR" names no subject.
var artifactWords = map[string]bool{"pr": true, "mr": true, "pull": true, "request": true, "issu": true, "ticket": true}

// questionWords ask, they name nothing, even capitalised inside a
// title ("Open issues on Which Coulomb logarithms …").
var questionWords = map[string]bool{"which": true, "what": true, "how": true, "who": true, "why": true, "when": true, "where": true, "whether": true}

// differs: each deliverable has a distinguishing term the other lacks
// (Q3/Q4, iOS/Android, client A/B): two deliverables, not two wordings
// of one.
func differs(a, b Deliverable) bool {
	only := func(x, y Deliverable) bool {
		return slices.ContainsFunc(x.Terms, func(t string) bool { return x.Distinct[t] && !slices.Contains(y.Terms, t) })
	}
	return only(a, b) && only(b, a)
}

// sharedSubject are the open tasks of owner whose deliverable shares
// with d a subject word few tasks of the series carry (maxSubjectDF):
// those sharing the most subject words, at most MaxPossible (more is
// no evidence of one).
// Never a task a distinguishing term sets apart (differs), one with the
// same words but the work, nor one that names an object of its own
// beside it sharing no name (see the cases below).
func (ix *Index) sharedSubject(owner string, d Deliverable) []int {
	oi := ix.owners[owner]
	// A person of the series named in a title says who, not what ("…,
	// Brian to forward"). A single word names too many tasks to show
	// any, unless it is a name ("`/reannotate` 설계 및 구현").
	st := slices.DeleteFunc(subjectTerms(d), ix.isPerson)
	if oi == nil || len(st) == 0 || len(st) == 1 && !d.Distinct[st[0]] {
		return nil
	}
	all := ix.everyone()
	limit := maxSubjectDF(len(ix.tasks) - len(ix.gone))
	names := nameTerms(owner)
	var best []int
	bestN := 0
	seen := map[int]bool{}
	for _, term := range st {
		if len(ix.live(all.byTerm[term])) > limit {
			continue
		}
		for _, i := range ix.live(oi.byTerm[term]) {
			if seen[i] {
				continue
			}
			if len(seen) == maxScan {
				// A bounded read per action (BenchmarkMatch): a subject
				// this many of the person's tasks carry names none.
				return nil
			}
			seen[i] = true
			td := ix.delivs[i].without(names)
			if differs(d, td) {
				continue
			}
			tt := slices.DeleteFunc(subjectTerms(td), ix.isPerson)
			shared := sharedTerms(st, tt)
			switch {
			case len(shared) == len(st) && len(shared) == len(tt):
				// The same words but for the work done on them ("write"
				// and "review" the Q3 report): another kind of work.
				continue
			case ownObject(st, tt, d, td) && !sharesSubject(st, tt, shared) && (len(shared) < 2 || !slices.ContainsFunc(shared, func(t string) bool { return d.Distinct[t] })):
				// Each names an object of its own: "book a hotel in Tokyo"
				// and "book flights to Tokyo" (one place, two bookings),
				// "renew the api.example.com / www.example.com
				// certificate". Only a name both carry with another word
				// ("Azure job failures" / "Azure build failures"), or
				// several subject words ("asked npm about showing support
				// info" / "talked to npm about adding support info"),
				// keep the subject.
				continue
			}
			switch {
			case len(shared) > bestN:
				best, bestN = []int{i}, len(shared)
			case len(shared) == bestN:
				best = append(best, i)
			}
		}
	}
	if len(best) > MaxPossible {
		return nil
	}
	return best
}

// isPerson: t is a term of the name of someone who owns a task of the
// series.
func (ix *Index) isPerson(t string) bool {
	if ix.people == nil {
		ix.people = map[string]bool{}
		for o := range ix.owners {
			for _, n := range nameTerms(o) {
				ix.people[n] = true
			}
		}
	}
	return ix.people[t]
}

func sharedTerms(a, b []string) []string {
	var out []string
	for _, x := range a {
		if slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// subjectWhy is the evidence of a shared-subject possible link of a to
// task i: the person, the task, and the words they share as the action
// wrote them (what a person reads, not stems).
func (ix *Index) subjectWhy(a Action, i int) ledger.LinkEvidence {
	t := ix.tasks[i]
	names := actionNames(a)
	shared := slices.DeleteFunc(sharedTerms(subjectTerms(Of(a.Title).without(names)), subjectTerms(ix.delivs[i].without(names))), ix.isPerson)
	var words []string
	for _, w := range splitWords(norm.NFC.String(a.Title)) {
		if ts := Of(w).Terms; len(ts) > 0 && slices.ContainsFunc(ts, func(x string) bool { return slices.Contains(shared, x) }) && !slices.Contains(words, w) {
			words = append(words, w)
		}
	}
	return ledger.LinkEvidence{Kind: EvSharedSubject, Who: a.AssigneeID, Task: t.Key, Title: t.Title, Reason: strings.Join(words, ", ")}
}

// SubjectWhy is the shared-subject evidence of a to the open task key
// (each task shown gets its own words); false when key is no task.
func (ix *Index) SubjectWhy(a Action, key string) (ledger.LinkEvidence, bool) {
	i, ok := ix.find(key)
	if !ok {
		return ledger.LinkEvidence{}, false
	}
	return ix.subjectWhy(a, i), true
}

// ownObject: each of two subject-term lists has a plain word (no name)
// the other lacks — an object of its own.
func ownObject(a, b []string, da, db Deliverable) bool {
	plainOnly := func(x, y []string, dx Deliverable) bool {
		return slices.ContainsFunc(x, func(t string) bool { return !dx.Distinct[t] && !slices.Contains(y, t) })
	}
	return plainOnly(a, b, da) && plainOnly(b, a, db)
}

// Hint is partial evidence for an action held for a person with no one
// owner the roster knows (none written, a name it does not know, several
// names), which Match found no task for: the open tasks, whoever owns
// them, with the action's deliverable (EvHeldSameDeliverable) or, failing
// those, a deliverable one title contains of the other's
// (EvHeldContains, two words at least, a few tasks at most). Without a
// person the deliverable alone never links: it is shown to whoever
// answers the hold, so that approving it does not file a duplicate.
// The evidence names the first task; the caller words each task's own.
func (ix *Index) Hint(a Action) Decision {
	if a.AssigneeID != "" {
		return Decision{Verdict: New}
	}
	ad := Of(a.Title).without(actionNames(a))
	if len(ad.Terms) == 0 {
		return Decision{Verdict: New}
	}
	all := ix.everyone()
	if same := ix.live(all.bySig[ad.Signature()]); len(same) > 0 {
		t := ix.tasks[same[0]]
		return ix.possible(same, ledger.LinkEvidence{Kind: EvHeldSameDeliverable, Task: t.Key, Title: t.Title})
	}
	if d, ok := ix.byRefOnly(a); ok {
		return d
	}
	if len(ad.Terms) < 2 {
		// One word names too many tasks to show any (but a name few
		// tasks of no one carry: noOneSubject).
		return ix.noOneSubject(a, ad)
	}
	cands := appendNew(ix.live(ix.supersets(all, ad)), ix.live(ix.subsets(all, ad))...)
	// A contained title of one word ("report") says too little.
	cands = slices.DeleteFunc(cands, func(i int) bool { return len(ix.delivs[i].Terms) < 2 })
	if len(cands) == 0 {
		return ix.noOneSubject(a, ad)
	}
	if len(cands) > MaxPossible {
		return Decision{Verdict: New}
	}
	t := ix.tasks[cands[0]]
	return ix.possible(cands, ledger.LinkEvidence{Kind: EvHeldContains, Task: t.Key, Title: t.Title})
}

// oneWrittenTwice narrows tasks of one deliverable and owner to the one
// filed when all come from one meeting that wrote it twice, the other
// lines held for a person (an action item, and the same commitment in
// the discussion held as a possible action): one task, not a choice.
func (ix *Index) oneWrittenTwice(same []int) []int {
	filed := -1
	for _, i := range same {
		switch {
		case ix.tasks[i].Meeting != ix.tasks[same[0]].Meeting:
			return same
		case !ix.tasks[i].Waiting && filed >= 0:
			return same
		case !ix.tasks[i].Waiting:
			filed = i
		}
	}
	if filed < 0 {
		return same
	}
	return []int{filed}
}

// unowned are the tasks filed with no owner whose deliverable is the
// action's (sigs), or is it with the action's owner named in the title
// ("HZ to reach out to contacts" filed with no owner, restated as "HZ:
// reach out to contacts").
func (ix *Index) unowned(sigs []string, names []string) []int {
	oi := ix.owners[""]
	if oi == nil {
		return nil
	}
	var out []int
	for _, sg := range sigs {
		out = appendNew(out, ix.live(oi.bySig[sg])...)
		if len(names) == 0 || sg == "" {
			continue
		}
		terms := append(strings.Fields(sg), names...)
		out = appendNew(out, ix.live(oi.bySig[Deliverable{Terms: terms}.Signature()])...)
	}
	return out
}

// reHeadName is a title that opens with the name of who does it ("Kim to
// migrate the wiki", "Kim Lee will …", "Kim: …"): a task filed with no
// owner that names one is that person's, not anyone's to claim.
var reHeadName = regexp.MustCompile(`^[\s*@_-]*(\p{Lu}[\p{L}.'-]*)(?:\s+\p{Lu}[\p{L}.'-]*)?(?:\s+(?:to|will|is going to|should)\b|\s*:)`)

// notNames are capitalised words that open a title before "to" and say
// what, not who ("Need to package the CLI").
var notNames = map[string]bool{"need": true, "needs": true, "want": true, "wants": true, "try": true, "have": true, "has": true,
	"plan": true, "plans": true, "going": true, "remember": true, "continue": true, "start": true, "begin": true, "todo": true,
	"action": true, "note": true, "we": true, "i": true, "someone": true, "somebody": true, "everyone": true, "all": true, "team": true}

func headName(title string) bool {
	m := reHeadName.FindStringSubmatch(title)
	return m != nil && !notNames[strings.ToLower(m[1])]
}

// remarkHead is a restating line's title before a remark ("prepare the
// agenda topic - finishing it up, will share in a few hours", "`api/v4`
// 구현 완료. 앞으로 api 버전을 올릴 이유는 당분간 없을 듯"): the
// deliverable before the first dash or sentence end, when what follows
// names nothing the head does not (no other number, period, entity or
// proper noun).
func remarkHead(a Action) (Deliverable, bool) {
	if !a.Kind.Restating() {
		return Deliverable{}, false
	}
	title := a.Title
	if t, ok := progressMasked(title); ok {
		// "… - in progress, PR #418 up": the pull request reports progress.
		title = t
	}
	m := reRemark.FindStringIndex(title)
	if m == nil {
		return Deliverable{}, false
	}
	rest := title[m[1]:]
	if noteStatus(strings.TrimLeft(rest, "-–—: ")) != StatusNone {
		// "… - DONE (https://docs…/edit)": a link in a status remark is
		// where the result is, not another deliverable.
		rest = reURL.ReplaceAllString(rest, " ")
	}
	head, tail := Of(title[:m[0]]), Of(rest)
	if len(head.Terms) == 0 {
		return Deliverable{}, false
	}
	for t := range tail.Distinct {
		if !slices.Contains(head.Terms, t) {
			return Deliverable{}, false
		}
	}
	return head, true
}

// reRemark is the dash, or the end of the first sentence, that sets a
// remark apart (a period before a space: not "v1.2" or "api.example").
var reRemark = regexp.MustCompile(`\s+(?:-{1,2}|–|—)\s+|[.!?。]\s+`)

// actionNames are the terms of the names an action's owner goes by.
func actionNames(a Action) []string {
	var out []string
	for _, n := range append([]string{a.AssigneeID}, a.Owners...) {
		for _, t := range nameTerms(n) {
			if !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	return out
}

// nameTerms are the terms a person's name is read as in a title.
func nameTerms(name string) []string {
	if name == "" {
		return nil
	}
	return Of(name).Terms
}

// recurGap is how far apart two due dates of one deliverable make them
// two instances of recurring work rather than one task restated.
const recurGap = 90 * 24 * time.Hour

func farApart(a, b string) bool {
	ta, errA := time.Parse(time.DateOnly, a)
	tb, errB := time.Parse(time.DateOnly, b)
	if errA != nil || errB != nil {
		return false
	}
	d := ta.Sub(tb)
	return d > recurGap || d < -recurGap
}

func (oi *ownerIndex) dueList(due string) []int {
	if oi == nil {
		return nil
	}
	return oi.byDue[due]
}

func (ix *Index) sameWhy(t Task, owner string, a Action) ledger.LinkEvidence {
	switch {
	case owner == "":
		return ledger.LinkEvidence{Kind: EvNoOnePerson, Line: a.Kind.String(), Task: t.Key, Title: t.Title}
	case !strings.EqualFold(t.AssigneeID, owner):
		return ledger.LinkEvidence{Kind: EvOneOfOwners, Task: t.Key, Title: t.Title, Owners: t.Owners, Who: a.AssigneeID}
	default:
		return ledger.LinkEvidence{Kind: EvSameDeliverable, Task: t.Key, Title: t.Title}
	}
}

// reQuote: words in quotation marks, perhaps cut short ("publish an
// index of notification types...").
var reQuote = regexp.MustCompile(`["“]([^"“”]{10,240}?)\s*(?:\.\.\.|…)?\s*["”]`)

// byQuote: a person's line quoting the title of one open task of theirs,
// whole or its opening cut short ('AC: "publish an index of notification
// types...", I'm working on that' about "publish an index of
// notification types and link protocol document to that"): the quote
// names the item it is about. Three words at least, every one of them
// the task's, no other task of the person's carrying them all.
func (ix *Index) byQuote(a Action, owner string) (Decision, bool) {
	if owner == "" || !strings.ContainsAny(a.Title, "\"“") {
		return Decision{}, false
	}
	oi := ix.owners[owner]
	if oi == nil {
		return Decision{}, false
	}
	var hits []int
	for _, m := range reQuote.FindAllStringSubmatch(a.Title, -1) {
		q := Of(m[1])
		if len(q.Terms) < 3 {
			continue
		}
		hits = appendNew(hits, ix.live(oi.bySig[q.Signature()])...)
		hits = appendNew(hits, ix.live(ix.supersets(oi, q))...)
	}
	if len(hits) != 1 {
		return Decision{}, false
	}
	t := ix.tasks[hits[0]]
	return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvQuoted, Who: a.AssigneeID, Task: t.Key, Title: t.Title}), true
}

// byAddedReference: a person's line with the words of the one open task
// of theirs, word for word, and a pull request, issue or link the task
// does not name ("AC to address the endpoint terminology
// https://…/pull/43" after "AC to address the endpoint terminology"):
// the reference is where the work is now tracked, not other work. Not
// when the task names a reference of its own (PR 1234 then PR 1250 are
// two), nor with two tasks of the words.
func (ix *Index) byAddedReference(a Action, owner string, names []string) (Decision, bool) {
	refs := append(reRef.FindAllString(a.Title, -1), reURL.FindAllString(a.Title, -1)...)
	if len(refs) == 0 {
		return Decision{}, false
	}
	rest := a.Title
	for _, r := range refs {
		rest = strings.ReplaceAll(rest, r, " ")
	}
	d := Of(rest).without(names)
	if len(d.Terms) < 2 {
		return Decision{}, false
	}
	oi := ix.owners[owner]
	if oi == nil {
		return Decision{}, false
	}
	var hits []int
	for _, i := range ix.live(oi.bySig[d.Signature()]) {
		t := ix.tasks[i]
		if len(reRef.FindAllString(t.Title, -1))+len(reURL.FindAllString(t.Title, -1)) == 0 && !hasDigit(t.Title) {
			hits = append(hits, i)
		}
	}
	if len(hits) != 1 {
		return Decision{}, false
	}
	t := ix.tasks[hits[0]]
	return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvAddedReference, Who: a.AssigneeID, Refs: refs, Task: t.Key, Title: t.Title}), true
}

// byReference links on a tracker ID or key written in the line.
func (ix *Index) byReference(a Action, owner string) (Decision, bool) {
	for _, r := range reRef.FindAllString(a.Text, -1) {
		for _, i := range ix.live(ix.refs[strings.ToLower(r)]) {
			t := ix.tasks[i]
			if owner == "" || strings.EqualFold(t.AssigneeID, owner) {
				return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvReference, Refs: []string{dash(t.ExternalID, t.Key)}, Task: t.Key}), true
			}
			return Decision{Verdict: Possible, Possible: []Task{t}}.decided(ledger.LinkEvidence{Kind: EvReassigned, Refs: []string{dash(t.ExternalID, t.Key)}, Task: t.Key, Assignee: t.AssigneeID, Who: a.AssigneeID}), true
		}
	}
	return Decision{}, false
}

// reTitleRef finds references a title carries: #123, PR 123, issue 45, a
// pull request or issue URL.
var reTitleRef = regexp.MustCompile(`(?i)(?:\b(?:pr|pull request|issue|ticket|bug)\s*#?\s*|#|/(?:pull|issues|merge_requests)/)(\d+)\b`)

// reCondition opens a clause a reference is a condition in, not the
// deliverable: "When PR 985 is merged, I will …", "after #12 lands".
var reCondition = regexp.MustCompile(`(?i)\b(?:when|after|once|until|unless|if|before)\b[^,;.]*$`)

// reURL is a URL, up to the end of a markdown link target or a space.
var reURL = regexp.MustCompile(`(?i)\bhttps?://[^\s)\]]*`)

// reMDLink is a markdown link: its text and its target.
var reMDLink = regexp.MustCompile(`\[([^\]]*)\]\(([^)\s]*)\)`)

// titleRefsOf are the references of a title — "#N" for a pull request or
// issue, "url:" and the URL without scheme for a link — leaving out those
// in a condition. A markdown link whose text names a pull request or
// issue is read by its text, which is what people read (a target that
// says another number is a slip of the writer).
func titleRefsOf(title string) []string {
	if !strings.ContainsAny(title, "#/") && !hasDigit(title) {
		return nil // no number, no URL: nothing to read (most titles)
	}
	if strings.Contains(title, "](") {
		title = reMDLink.ReplaceAllStringFunc(title, func(l string) string {
			m := reMDLink.FindStringSubmatch(l)
			if reTitleRef.MatchString(m[1]) {
				return m[1]
			}
			return m[1] + " " + m[2]
		})
	}
	var out []string
	add := func(r string) {
		if !slices.Contains(out, r) {
			out = append(out, r)
		}
	}
	// A link's target restates its text ("When [PR 985](…/pull/985) is
	// merged"): URLs are read as one word, so their dots do not end the
	// condition clause.
	inCondition := func(at int) bool { return inCondition(reURL.ReplaceAllString(title[:at], "url")) }
	for _, m := range reTitleRef.FindAllStringSubmatchIndex(title, -1) {
		if !inCondition(m[0]) {
			add("#" + title[m[2]:m[3]])
		}
	}
	if !strings.Contains(title, "://") {
		return out
	}
	for _, m := range reURL.FindAllStringIndex(title, -1) {
		if !inCondition(m[0]) {
			if u := normURL(title[m[0]:m[1]]); u != "" {
				add("url:" + u)
			}
		}
	}
	return out
}

// normURL is a URL without scheme, "www.", fragment, trailing
// punctuation and slash, in lower case.
func normURL(u string) string {
	u = strings.ToLower(u)
	u = u[strings.Index(u, "://")+3:]
	u = strings.TrimPrefix(u, "www.")
	if i := strings.IndexByte(u, '#'); i >= 0 {
		u = u[:i]
	}
	u = strings.TrimRight(u, ".,;:!?'\"/")
	if !strings.Contains(u, "/") && !strings.Contains(u, ".") {
		return ""
	}
	return u
}

// byTitleReference links on a pull request or issue both titles name
// ("Review PR 932" / "will merge PR 932 tonight"): the same person's one
// open task naming it.
func (ix *Index) byTitleReference(a Action, owner string) (Decision, bool) {
	refs := workRefs(a)
	if len(refs) == 0 {
		return Decision{}, false
	}
	var hits []int
	for _, r := range refs {
		for _, i := range ix.live(ix.titleRefs[r]) {
			t := ix.tasks[i]
			mine := owner != "" && (strings.EqualFold(t.AssigneeID, owner) || slices.ContainsFunc(t.Owners, func(o string) bool { return strings.EqualFold(o, owner) }))
			// No one named on the line: no person ties them, so the
			// reference must come with one deliverable containing the
			// other ("please look at <URL>" restating "please look at
			// <URL>, we discuss it next week"; "follow up on PR 932"
			// restating Dana's "review PR 932"; not "comment on PR 150"
			// and "new version in PR 150"). It is then the task's, whoever
			// owns it, as a line of no one person with the same
			// deliverable is.
			ownerless := owner == "" && a.NoOwner && nested(Of(a.Title), ix.delivs[i])
			if mine || ownerless {
				hits = appendNew(hits, i)
			}
		}
	}
	switch len(hits) {
	case 0:
		return Decision{}, false
	case 1:
		t := ix.tasks[hits[0]]
		if tr := titleRefsOf(t.Title); slices.ContainsFunc(refs, func(r string) bool { return !slices.Contains(tr, r) }) {
			// "review PR 1234 and PR 1250" restating "review PR 1234":
			// the line also names work the task does not; a link would
			// swallow it. Filed, and shown for a person.
			return ix.possible(hits, ledger.LinkEvidence{Kind: EvContains}), true
		}
		return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvTitleReference, Refs: refs, Task: t.Key, Title: t.Title}), true
	}
	return ix.possible(hits, ledger.LinkEvidence{Kind: EvSeveralRefs, Refs: refs}), true
}

func (ix *Index) possible(is []int, why ledger.LinkEvidence) Decision {
	d := Decision{Verdict: Possible}.decided(why)
	for _, i := range is {
		if len(d.Possible) == MaxPossible {
			break
		}
		d.Possible = append(d.Possible, ix.tasks[i])
	}
	return d
}

// supersets are the owner's tasks whose deliverable has every term of d
// and more, read from the postings of d's rarest term.
func (ix *Index) supersets(oi *ownerIndex, d Deliverable) []int {
	if oi == nil {
		return nil
	}
	var out []int
	for n, i := range oi.rarest(d.Terms) {
		if n == maxScan {
			break
		}
		if len(ix.delivs[i].Terms) > len(d.Terms) && containsAll(ix.delivs[i].Terms, d.Terms) {
			out = append(out, i)
		}
	}
	return out
}

// subsets are the owner's tasks whose deliverable has only terms of d,
// fewer of them: a lookup per subset of d's terms.
func (ix *Index) subsets(oi *ownerIndex, d Deliverable) []int {
	n := len(d.Terms)
	if n < 2 || oi == nil {
		return nil
	}
	if n > maxSubsetTerms {
		return ix.subsetsByTerm(oi, d)
	}
	terms := slices.Clone(d.Terms)
	slices.Sort(terms)
	var out []int
	buf := make([]string, 0, n)
	for mask := 1; mask < 1<<n-1; mask++ {
		buf = buf[:0]
		for b := 0; b < n; b++ {
			if mask&(1<<b) != 0 {
				buf = append(buf, terms[b])
			}
		}
		out = append(out, oi.bySig[strings.Join(buf, " ")]...)
	}
	return out
}

// sameOwners: the same names, in any order and case (several, or one
// the roster does not know).
func sameOwners(a, b []string) bool {
	fa, fb := uniqueFold(a), uniqueFold(b)
	if len(fa) == 0 || len(fa) != len(fb) {
		return false
	}
	for _, o := range fa {
		if !slices.Contains(fb, o) {
			return false
		}
	}
	return true
}

// nested: one deliverable's terms are all in the other's.
func nested(a, b Deliverable) bool {
	if len(a.Terms) > len(b.Terms) {
		a, b = b, a
	}
	return len(a.Terms) > 0 && containsAll(b.Terms, a.Terms)
}

// subsetsByTerm finds the subsets of a long deliverable (too many terms
// to look up each subset) from its terms' postings, reading at most
// maxScan of them.
func (ix *Index) subsetsByTerm(oi *ownerIndex, d Deliverable) []int {
	var out []int
	seen := map[int]bool{}
	read := 0
	for _, t := range d.Terms {
		for _, i := range oi.byTerm[t] {
			if read++; read > maxScan {
				return out
			}
			if seen[i] {
				continue
			}
			seen[i] = true
			if len(ix.delivs[i].Terms) < len(d.Terms) && containsAll(d.Terms, ix.delivs[i].Terms) {
				out = append(out, i)
			}
		}
	}
	return out
}

// namesAll: d has every distinguishing term of task i's deliverable.
func (ix *Index) namesAll(i int, d Deliverable) bool {
	td := ix.delivs[i]
	for _, t := range td.Terms {
		if td.Distinct[t] && !slices.Contains(d.Terms, t) {
			return false
		}
	}
	return true
}

// addsNoName: every term of d that task deliverable td lacks is a plain
// word, not a name, number or period.
// guardPeriod follows guardNewWork: a carry-over line linked to a task
// it names by more words, the words it adds giving a number or period
// the task lacks ("Draft the Q4 vendor contract" about "Draft the vendor
// contract", "물류 계약서 2차 초안 작성" about "물류 계약서 초안 작성"),
// may be the task's next stage or instance: filed and shown as possibly
// the task (one title contains the other), never linked.
func (ix *Index) guardPeriod(a Action, d Decision) Decision {
	if d.Verdict != Same || d.Why.Kind != EvCarryOverNamed && d.Why.Kind != EvCarryOverNoOne {
		return d
	}
	i, ok := ix.find(d.Task.Key)
	if !ok {
		return d
	}
	// The work the line names, without a status remark after it ("— done,
	// merged in PR 12": where the work landed, not another instance).
	names := actionNames(a)
	work := Of(withoutStatusRemark(a.Title)).without(names)
	if head, ok := remarkHead(a); ok {
		work = head.without(names)
	}
	if !addsPeriod(ix.delivs[i], work, a.Title) {
		return d
	}
	return ix.possible([]int{i}, ledger.LinkEvidence{Kind: EvContains})
}

// addsPeriod: d, a line naming task td by more words, adds a number,
// ordinal, period or version td lacks ("2차", "Q4", "v2", "10월",
// "March"), or a letter naming which one ("client B") — another
// instance or stage of the work, maybe. A number of a reference the line
// gives (#37, …/pull/43) is where the work is tracked, and a name the
// line adds (a person, a product, "a T session") may only say more of
// it: neither counts.
func addsPeriod(td, d Deliverable, line string) bool {
	refs := map[string]bool{}
	if hasDigit(line) {
		for _, r := range append(reRef.FindAllString(line, -1), reURL.FindAllString(line, -1)...) {
			for _, t := range Of(r).Terms {
				refs[t] = true
			}
		}
	}
	letters := map[string]bool{}
	for _, m := range reLetterAfterNoun.FindAllStringSubmatch(line, -1) {
		if !articles[strings.ToLower(m[1])] {
			letters[strings.ToLower(m[2])] = true
		}
	}
	for _, t := range d.Terms {
		if !d.Distinct[t] || slices.Contains(td.Terms, t) || refs[t] {
			continue
		}
		if hasDigit(t) || monthNames[t] || letters[t] {
			return true
		}
	}
	return false
}

// reLetterAfterNoun: a capital letter standing alone after a word, naming
// which one ("client B", "고객사 B"); after an article it is part of a
// name ("a T session").
var reLetterAfterNoun = regexp.MustCompile(`([\p{L}]+)\s+(\p{Lu})(?:$|[\s.,;:)])`)

// articles before a lone capital make it part of what follows.
var articles = map[string]bool{"a": true, "an": true, "the": true}

func addsNoName(td, d Deliverable) bool {
	for _, t := range d.Terms {
		if d.Distinct[t] && !slices.Contains(td.Terms, t) {
			return false
		}
	}
	return true
}

// addsWork: d, a line naming task td by more words, adds a verb of task
// work td lacks and another word with it — a second piece of work on the
// line, not a remark about td ("not done yet, rolling over" adds none).
func addsWork(td, d Deliverable) bool {
	verb, other := false, false
	for _, t := range d.Terms {
		if slices.Contains(td.Terms, t) {
			continue
		}
		if workVerbs[t] {
			verb = true
		} else {
			other = true
		}
	}
	return verb && other
}

// sharesNames are the tasks of oi carrying every name of d (its
// distinguishing terms, one at least) and two or more of its other
// words, d having at most one word they lack, and that one no verb of
// task work (Action items "review the Q3 report" is not the open "write
// the Q3 report"; "book a hotel in Tokyo" is not "book flights to
// Tokyo": one word of work shared is not enough).
func (ix *Index) sharesNames(oi *ownerIndex, d Deliverable) []int {
	var names []string
	for _, t := range d.Terms {
		if d.Distinct[t] {
			names = append(names, t)
		}
	}
	if oi == nil || len(names) == 0 {
		return nil
	}
	var out []int
	for n, i := range oi.rarest(names) {
		if n == maxScan {
			break
		}
		td := ix.delivs[i]
		if !containsAll(td.Terms, names) {
			continue
		}
		shared := 0
		var lacks []string
		for _, t := range d.Terms {
			switch {
			case d.Distinct[t]:
			case slices.Contains(td.Terms, t):
				shared++
			default:
				lacks = append(lacks, t)
			}
		}
		if shared >= 2 && (len(lacks) == 0 || len(lacks) == 1 && !workVerbs[lacks[0]]) {
			out = append(out, i)
		}
	}
	return out
}

// leavesLooseNames: every name of task i's deliverable that d leaves out
// is a name of its own — no number ("PR" is not "PR 1234") and not a
// part of a name d keeps ("gpt-4o" is not "gpt-4o-mini": the parts of
// one written word are one name).
func (ix *Index) leavesLooseNames(i int, d Deliverable) bool {
	td := ix.delivs[i]
	var left []string
	for _, t := range td.Terms {
		if td.Distinct[t] && !slices.Contains(d.Terms, t) {
			if hasDigit(t) {
				return false
			}
			left = append(left, t)
		}
	}
	if len(left) == 0 {
		return true
	}
	for _, w := range strings.Fields(ix.tasks[i].Title) {
		ws := Of(w).Terms
		if slices.ContainsFunc(ws, func(t string) bool { return slices.Contains(left, t) }) && slices.ContainsFunc(ws, func(t string) bool { return slices.Contains(d.Terms, t) }) {
			return false
		}
	}
	return true
}

// namesThing: a term of d is a name of a thing, not a number or a
// period (a line of "v4" or "2차" alone names no task).
func namesThing(d Deliverable) bool {
	return slices.ContainsFunc(d.Terms, func(t string) bool { return d.Distinct[t] && !hasDigit(t) && !monthNames[t] })
}

// phrases are the tasks of is whose deliverable (without the owner's
// name) has d's terms as one run, in order.
func (ix *Index) phrases(is []int, d Deliverable, owner string) []int {
	var out []int
	for _, i := range is {
		ts := ix.delivs[i].without(nameTerms(owner)).Terms
		for j := 0; j+len(d.Terms) <= len(ts); j++ {
			if slices.Equal(ts[j:j+len(d.Terms)], d.Terms) {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// hasDistinct: one of d's terms singles out a deliverable (Distinct
// may mark words a remark cut from the title).
func hasDistinct(d Deliverable) bool {
	return slices.ContainsFunc(d.Terms, func(t string) bool { return d.Distinct[t] })
}

func nonDistinct(d Deliverable) int {
	n := 0
	for _, t := range d.Terms {
		if !d.Distinct[t] {
			n++
		}
	}
	return n
}

func containsAll(have, want []string) bool {
	for _, w := range want {
		if !slices.Contains(have, w) {
			return false
		}
	}
	return true
}

func appendNew(dst []int, src ...int) []int {
	for _, x := range src {
		if !slices.Contains(dst, x) {
			dst = append(dst, x)
		}
	}
	return dst
}

func dash(s, or string) string {
	if s == "" {
		return or
	}
	return s
}

// Status is what a restatement says of its task.
type Status string

const (
	StatusNone       Status = ""
	StatusInProgress Status = "in-progress"
	StatusDone       Status = "done"
	StatusBlocked    Status = "blocked"
)

var (
	reDone       = regexp.MustCompile(`(?i)(완료|끝남|끝냄|마침|\bdone\b|\bfinished\b|\bcompleted\b|\bclosed\b|\[x\]|✅|☑)`)
	reBlocked    = regexp.MustCompile(`(?i)(보류|막힘|차단|대기\s*중|\bblocked\b|\bon hold\b|\bwaiting (?:on|for)\b|\bstuck\b)`)
	reInProgress = regexp.MustCompile(`(?i)(진행\s*중|작업\s*중|하는\s*중|계속|지속|\bin[- ]progress\b|\bongoing\b|\bstill\b|\bwip\b|\bcontinu|\bworking on\b|\btrying to\b|\bkicked off\b|\bkeep(?:s|ing)?\s+(?:on\s+)?\p{L}+ing\b|\b(?:finishing|wrapping)\s+(?:(?:it|this|that|them)\s+)?up\b)`)
	// reInReview: work handed to reviewers ("the fix is in review"): under
	// way when nothing else is said, but a finish written beside it ("draft
	// done and in review") is the task's finish, the review the next step.
	reInReview = regexp.MustCompile(`(?i)\b(?:in|under|out\s+for|up\s+for)\s+(?:code\s+)?review\b`)
)

// StatusOf reads the status a line states: cancelled, done, blocked, in
// progress, or none. A status is a fact for a person, never an automatic close.
func StatusOf(text string) Status {
	// "완료 예정", "done by Friday" are a finish planned, not a finish
	// (kostatus.go, finish.go).
	planned := false
	for _, re := range []*regexp.Regexp{rePlannedFinish, reKoFinishBy, reEnPlannedFinish} {
		if re.MatchString(text) {
			planned = true
			text = re.ReplaceAllString(text, " ")
		}
	}
	// A question asks how the task stands ("Done?", "Is this finished?");
	// only what is stated is read.
	text = reKoAsked.ReplaceAllString(reAsked.ReplaceAllString(text, " "), " ")
	// A block said to be gone ("no longer blocked", "보류 해제") is work
	// that moves.
	unblocked := false
	for _, re := range []*regexp.Regexp{reNotBlocked, reKoUnblocked} {
		if re.MatchString(text) {
			unblocked = true
			text = re.ReplaceAllString(text, " ")
		}
	}
	switch {
	case cancelled(text):
		return StatusCancelled
	case reBlocked.MatchString(text) || reKoBlocked.MatchString(text):
		return StatusBlocked
	case reNotYetDone.MatchString(text) || reKoNotDone.MatchString(text):
		// "not done yet", "almost done", "still have not done this",
		// "미완료": a finish negated or partial is no finish (progress.go,
		// kostatus.go).
		return StatusInProgress
	case reDone.MatchString(text) || reKoDone.MatchString(text):
		if reInProgress.MatchString(text) || reWorkLeft.MatchString(text) || reKoWorkLeft.MatchString(text) || reKoInProgress.MatchString(text) {
			// "part 1 done, part 2 ongoing", "done but needs review": a
			// piece finished, the task not.
			return StatusInProgress
		}
		return StatusDone
	case planned || unblocked || reInProgress.MatchString(text) || reKoInProgress.MatchString(text) || reInReview.MatchString(text):
		return StatusInProgress
	}
	return StatusNone
}

var (
	// reAsked: a clause that asks ("Done?", "any update?").
	reAsked = regexp.MustCompile(`[^.!;:,\n]*[?？]`)
	// reNotBlocked: a block said to be gone.
	reNotBlocked = regexp.MustCompile(`(?i)\b(?:no\s+longer|not|isn'?t|aren'?t|wasn'?t|never)\s+(?:\p{L}+\s+)?(?:blocked|stuck|on\s+hold)\b`)
	// reWorkLeft: work said left after a finish ("done but needs review",
	// "two pages remaining").
	reWorkLeft = regexp.MustCompile(`(?i)\b(?:but|except|though|although)\b[^.;]*\b(?:needs?|pending|left|remain(?:s|ing)?|todo|to\s+do|missing)\b|\bremain(?:s|ing)\b|\bleft\s+to\s+do\b`)
)

// rarest is the shortest posting list of terms — the tasks carrying the
// rarest of them, the fewest to check for all — or nil when a term is on
// no task of oi.
func (oi *ownerIndex) rarest(terms []string) []int {
	var rare []int
	for i, t := range terms {
		p := oi.byTerm[t]
		if len(p) == 0 {
			return nil
		}
		if i == 0 || len(p) < len(rare) {
			rare = p
		}
	}
	return rare
}
