package series

import (
	"fmt"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// Evidence kinds (ledger.LinkEvidence.Kind): the rule that tied a later
// action to a task, or that found the evidence partial. The ledger stores
// the kind and the values it names, so a page words it in its reader's
// language (Words is the English); a kind is never renamed, since stored
// links keep it.
const (
	// Same: the action restates the task.
	EvSameAs          = "same-as"             // the extractor's same_as, verified (Task)
	EvSameOwners      = "same-owners"         // same deliverable, the same several owners (Owners, Task, Title)
	EvUnownedNamed    = "unowned-named"       // same deliverable as a task filed with no owner; this meeting names Who
	EvCarryOverNoOne  = "carry-over-no-owner" // a carry-over line with no owner, the one task of the series it fits
	EvPartOfUnowned   = "part-of-unowned"     // a Line line of Who naming part of a task filed with no owner
	EvCarryOverNames  = "carry-over-names"    // a carry-over line of Who with the names and most words of the task
	EvCarryOverNamed  = "carry-over-named"    // a carry-over line of Who naming the task by more or fewer words
	EvPhrase          = "phrase"              // a Line line of Who naming the task by a phrase of its title
	EvPartOfTitle     = "part-of-title"       // a Line line of Who naming the task by part of its title
	EvProgressMore    = "progress-more"       // a progress line of Who naming the task and what was done on it
	EvProgressNoOne   = "progress-no-owner"   // a progress line with no owner naming part of the one task it fits
	EvNoOnePerson     = "no-one-person"       // a Line line with the same deliverable; the owner cell names no one person
	EvOneOfOwners     = "one-of-owners"       // same deliverable as a task filed for Owners (or whose title opens with them); Who is one of them
	EvSameDeliverable = "same-deliverable"    // same assignee and the same deliverable
	EvReference       = "reference"           // the notes name the task's tracker ID or key (Refs)
	EvTitleReference  = "title-reference"     // both titles name the same references (Refs)
	EvAddedReference  = "added-reference"     // Who's line with the task's words and references (Refs) the task does not name
	EvQuoted          = "quoted"              // Who's line quoting the task's title
	EvOwnersAdded     = "owners-added"        // a Line line for Owners, the task's assignee among them, the same deliverable
	// Possible: what is missing.
	EvRecurring      = "recurring"          // same deliverable, due Due not TaskDue
	EvSeveralSame    = "several-same"       // more than one open task has this deliverable
	EvSeveralOwners  = "several-owners"     // same deliverable, but the notes name several owners
	EvSeveralUnowned = "several-unowned"    // more than one task filed with no owner has this deliverable
	EvSeveralNames   = "several-names"      // a carry-over line with the names and most words of several tasks
	EvContains       = "contains"           // one title contains the other
	EvOtherLanguage  = "other-language"     // the same person and due date in another language
	EvReassigned     = "reassigned"         // the notes name the task (Refs), assigned to Assignee, not Who
	EvOtherPerson    = "other-person"       // the same deliverable word for word, filed for Assignee, not Who
	EvSeveralRefs    = "several-references" // more than one open task names Refs
	// EvSharedSubject: the same person (Who) and subject words (Reason)
	// few tasks of the series carry, shared with Task: a paraphrase
	// perhaps, shown and never linked — not held either (series.ambiguous:
	// hold holds partial evidence of the deliverable, which this is not).
	EvSharedSubject = "shared-subject"
	// Possible links of an action held for a question of its own (no one
	// owner the roster knows, a due date, is it an action): shown to the
	// person answering the hold, never linked.
	EvHeldSameDeliverable = "held-same-deliverable" // no one owner known here; the same deliverable as Task
	EvHeldContains        = "held-contains"         // no one owner known here; one title contains Task's
	EvHeldRestates        = "held-restates"         // Of, but the line waits for a person for its own question
	// What the linker adds to a decision, and a person's decisions.
	EvWaitsForMore     = "waits-for-more"    // Of, but the task waits for more than its owner (Reason)
	EvDecidedMeanwhile = "decided-meanwhile" // Of, but a person decided the task's hold while this meeting was read (Reason: its state)
	EvClaimDistrusted  = "claim-not-trusted" // Of; the extractor's Claim is not trusted: Reason
	EvSplitFrom        = "split-from"        // a person split the action from Task
	EvSplit            = "split"             // a person split it (Reason); Of is what it was linked on
	EvMerged           = "merged"            // a person merged it (Reason)
	EvFiledNew         = "filed-new"         // a person let it go ahead as a new task, not Task (Reason); Of is what it was shown on
	EvNotSame          = "not-same"          // a person said a filed action is not Task (Reason); Of is what it was shown on
	// EvNewWork: Of, but the line also names new work in a plan clause
	// (guardNewWork): filed as its own task, shown as possibly Task.
	EvNewWork = "new-work"
)

// EvidenceKinds are every kind Words knows, for the pages that word them.
var EvidenceKinds = []string{EvSameAs, EvSameOwners, EvUnownedNamed, EvCarryOverNoOne, EvPartOfUnowned, EvCarryOverNames,
	EvCarryOverNamed, EvPhrase, EvPartOfTitle, EvProgressMore, EvProgressNoOne, EvNoOnePerson, EvOneOfOwners, EvSameDeliverable,
	EvReference, EvTitleReference, EvAddedReference, EvQuoted, EvOwnersAdded, EvRecurring, EvSeveralSame, EvSeveralOwners, EvSeveralUnowned, EvSeveralNames, EvContains,
	EvOtherLanguage, EvReassigned, EvOtherPerson, EvSeveralRefs, EvSharedSubject, EvHeldSameDeliverable, EvHeldContains, EvHeldSharedSubject, EvSharedPhrase, EvOnlyTask, EvHeldRestates, EvWaitsForMore, EvDecidedMeanwhile, EvClaimDistrusted,
	EvSplitFrom, EvSplit, EvMerged, EvFiledNew, EvNotSame, EvNewWork, EvCarriedOtherOwner, EvSameItem, ledger.FactPossiblyAbout}

// evidenceWords are each kind's words, the one place a kind is worded:
// en is what the ledger stores beside the fields (links recorded before
// evidence was typed have only it, and the console reads those back by
// its forms, so it changes only with them), ko what a Korean reader sees.
// {field} stands for a value: {task} {title} {owners} {refs} {line} {due}
// {task_due} {assignee} {claim} {reason}, {who} the action's owner or
// "no one person", {named} the owner as it is, {of} the evidence a
// decision was made on, worded too.
var evidenceWords = map[string]struct{ en, ko string }{
	// Same: the action restates the task.
	EvSameAs: {"the extractor says it restates {task} and the ledger agrees (open, this series, same assignee)",
		"추출기가 {task} 을(를) 다시 언급했다고 했고 원장도 일치함(열린 업무, 같은 시리즈, 같은 담당자)"},
	EvSameOwners: {"the same deliverable and the same owners ({owners}) as {task} {title}",
		"{task} {title} 와(과) 결과물과 담당자({owners})가 같음"},
	EvUnownedNamed: {"the same deliverable as {task} {title}, filed with no owner; this meeting names {named}",
		"담당자 없이 등록된 {task} {title} 와(과) 결과물이 같고, 이번 회의가 {who} 을(를) 담당자로 지정함"},
	EvCarryOverNoOne: {"a carry-over line with no owner naming {task} {title}, the one open task of the series it fits",
		"담당자 없는 이월 항목이 {task} {title} 을(를) 가리킴(시리즈에서 맞는 열린 업무가 하나뿐)"},
	EvPartOfUnowned: {"a {line} line of {named} naming by part of its title {task} {title}, filed with no owner, the one open task it fits",
		"{who} 의 {line} 항목이 제목 일부로 담당자 없이 등록된 {task} {title} 을(를) 가리킴(맞는 열린 업무가 하나뿐)"},
	EvCarryOverNames: {"a carry-over line of {who} with the names and most words of {task} {title}, the one open task it fits",
		"{who} 의 이월 항목이 {task} {title} 의 이름과 대부분의 낱말을 담고 있음(맞는 열린 업무가 하나뿐)"},
	EvCarryOverNamed: {"a carry-over line of {who} naming {task} {title}",
		"{who} 의 이월 항목이 {task} {title} 을(를) 가리킴"},
	EvPhrase: {"a {line} line of {who} naming {task} {title} by a phrase of its title, the one open task of theirs that says it",
		"{who} 의 {line} 항목이 제목의 한 구절로 {task} {title} 을(를) 가리킴(그 사람의 열린 업무 중 하나뿐)"},
	EvPartOfTitle: {"a {line} line of {who} naming {task} {title} by part of its title",
		"{who} 의 {line} 항목이 제목 일부로 {task} {title} 을(를) 가리킴"},
	EvProgressMore: {"a progress line of {who} naming {task} {title} and what was done on it",
		"{who} 의 진행 상황 항목이 {task} {title} 와(과) 한 일을 말함"},
	EvCarriedOtherOwner: {"a carry-over line of {who} with the deliverable of {task} {title}, assigned to {assignee}, the one open task of the series with it",
		"{who} 의 이월 항목이 {assignee} 에게 등록된 {task} {title} 와(과) 결과물이 같음(시리즈에서 이 결과물의 열린 업무가 하나뿐)"},
	EvSameItem: {"both are a link to the tracker item {refs} and nothing else: {task} {title}",
		"둘 다 트래커 항목 {refs} 에 대한 링크일 뿐임: {task} {title}"},
	EvProgressNoOne: {"a progress line with no owner naming {task} {title} by part of its title, the one open task of the series it fits",
		"담당자 없는 진행 상황 항목이 제목 일부로 {task} {title} 을(를) 가리킴(시리즈에서 맞는 열린 업무가 하나뿐)"},
	EvNoOnePerson: {"a {line} line with the same deliverable as {task} {title} (the owner cell names no one person)",
		"{line} 항목이 {task} {title} 와(과) 결과물이 같음(담당자 칸이 한 사람을 가리키지 않음)"},
	EvOneOfOwners: {"the same deliverable as {task} {title}, filed for {owners}; {named} is one of them",
		"{owners} 에게 등록된 {task} {title} 와(과) 결과물이 같고, {who} 은(는) 그중 한 사람임"},
	EvSameDeliverable: {"same assignee and the same deliverable as {task} {title}",
		"{task} {title} 와(과) 담당자와 결과물이 같음"},
	EvReference: {"the notes name {refs} ({task})",
		"회의록이 {refs} ({task}) 을(를) 가리킴"},
	EvTitleReference: {"both name {refs}: {task} {title}",
		"둘 다 {refs} 을(를) 가리킴: {task} {title}"},
	EvOwnersAdded: {"a {line} line for {owners}, the assignee of {task} {title} among them, with the same deliverable",
		"{owners} 의 {line} 항목이 {task} {title} 의 담당자를 포함하고 결과물이 같음"},
	EvQuoted: {"a line of {who} quoting the title of {task} {title}",
		"{who} 의 줄이 {task} {title} 의 제목을 인용함"},
	EvAddedReference: {"a line of {who} with the words of {task} {title} and where the work is tracked: {refs}",
		"{who} 의 줄이 {task} {title} 와(과) 같은 낱말에 작업을 추적하는 곳을 덧붙임: {refs}"},
	// Possible: what is missing.
	EvRecurring: {"the same deliverable, but due {due}, not {task_due}: a new instance of recurring work?",
		"결과물은 같지만 기한이 {task_due} 이(가) 아니라 {due}: 반복 업무의 새 회차?"},
	EvSeveralSame: {"more than one open task has this deliverable",
		"이 결과물의 열린 업무가 둘 이상임"},
	EvSeveralOwners: {"the same deliverable, but the notes name several owners",
		"결과물은 같지만 회의록이 여러 담당자를 지정함"},
	EvSeveralUnowned: {"more than one open task filed with no owner has this deliverable",
		"담당자 없이 등록된 열린 업무 중 이 결과물이 둘 이상임"},
	EvSeveralNames: {"a carry-over line with the names and most words of more than one open task",
		"이월 항목이 열린 업무 둘 이상의 이름과 대부분의 낱말을 담고 있음"},
	EvContains: {"one title contains the other; a person decides",
		"한 제목이 다른 제목을 포함함. 사람이 판단합니다"},
	EvOtherLanguage: {"the same person and due date, written in another language; a person decides",
		"같은 사람과 기한이지만 다른 언어로 씀. 사람이 판단합니다"},
	EvOtherPerson: {"the same deliverable as {task} {title}, assigned to {assignee}, not {who} — handed over, or another person's own?",
		"{task} {title} 와(과) 결과물이 같지만 담당자가 {who} 이(가) 아니라 {assignee} 임. 넘겨받은 업무인가요, 각자의 업무인가요?"},
	EvReassigned: {"the notes name {refs}, which is assigned to {assignee}, not {named} — reassigned?",
		"회의록이 {refs} 을(를) 가리키지만 담당자가 {who} 이(가) 아니라 {assignee} 임. 담당자가 바뀌었나요?"},
	EvSeveralRefs: {"more than one open task names {refs}",
		"{refs} 을(를) 가리키는 열린 업무가 둘 이상임"},
	// The task itself is not named: every place that shows this
	// evidence shows it beside the task's key and title.
	EvSharedSubject: {"the same person ({named}) and words few tasks of the series carry ({reason}): another wording of it? a person decides",
		"같은 담당자({who})이고 시리즈에서 드문 낱말({reason})을 함께 씀: 같은 업무를 달리 쓴 것인지 사람이 판단합니다"},
	// Held for a question of its own: shown, never linked.
	EvHeldSameDeliverable: {"no one owner the roster knows is named here, but the same deliverable as {task} {title}; a person decides",
		"이 항목에는 명단의 담당자 한 사람이 없지만 {task} {title} 와(과) 결과물이 같음. 사람이 판단합니다"},
	EvHeldSharedSubject: {"no one owner is named here nor on {task} {title}, and both carry words few tasks of the series carry ({reason}): another wording of it? a person decides",
		"이 항목에도 {task} {title} 에도 담당자가 없고, 시리즈에서 드문 낱말({reason})을 함께 씀: 같은 업무를 달리 쓴 것인지 사람이 판단합니다"},
	EvOnlyTask: {"a {line} line of {named} presenting earlier work, and {task} {title} is the one open task of theirs in the series: the same task? a person decides",
		"{who} 의 {line} 항목이 이전 업무를 말하고, 시리즈에서 그 사람의 열린 업무는 {task} {title} 하나뿐임: 같은 업무인지 사람이 판단합니다"},
	EvSharedPhrase: {"the same person ({named}) and a phrase few tasks of the series carry ({reason}): another wording of it? a person decides",
		"같은 담당자({who})이고 시리즈에서 드문 구절({reason})을 함께 씀: 같은 업무를 달리 쓴 것인지 사람이 판단합니다"},
	EvHeldContains: {"no one owner the roster knows is named here, and one title contains the other: {task} {title}; a person decides",
		"이 항목에는 명단의 담당자 한 사람이 없고, 한 제목이 다른 제목을 포함함: {task} {title}. 사람이 판단합니다"},
	EvHeldRestates: {"{of}, but this line waits for a person for a question of its own: shown, not linked",
		"{of}. 다만 이 항목은 따로 사람의 확인을 기다리므로 연결하지 않고 보여줌"},
	// What the linker adds to a decision, and a person's decisions.
	EvWaitsForMore: {"{of}, but it waits for more than its owner ({reason})",
		"{of}. 다만 담당자 외의 확인을 기다리는 업무임({reason})"},
	// A status fact only possibly about its task (facts.go).
	ledger.FactPossiblyAbout: {"a {line} line of {who}, possibly about {task} {title} ({of}): not its status until a person confirms",
		"{who} 의 {line} 항목이 {task} {title} 에 관한 것일 수 있음({of}): 사람이 확인하기 전에는 그 업무의 상태로 기록하지 않음"},
	EvNewWork: {"{of}, but the line also names new work: filed as its own task; a person decides whether it also restates {task} {title}",
		"{of}. 다만 이 항목은 새 업무도 말하므로 따로 등록함. {task} {title} 을(를) 다시 언급한 것인지는 사람이 판단합니다"},
	EvDecidedMeanwhile: {"{of}, but a person decided that task's hold while this meeting was read (now {reason}): their answer stands; a person decides whether this is it",
		"{of}. 다만 이 회의를 읽는 동안 사람이 그 업무의 보류를 처리함(현재 {reason}): 그 결정을 유지하며, 같은 업무인지는 사람이 판단합니다"},
	EvClaimDistrusted: {"{of}; the extractor's claim that it restates {claim} is not trusted: {reason}",
		"{of}. 추출기는 {claim} 을(를) 다시 언급했다고 했지만 믿지 않음: {reason}"},
	EvSplitFrom: {"a person split it from {task}",
		"사람이 {task} 에서 분리함"},
	EvSplit: {"split by a person: {reason} (linked on: {of})",
		"사람이 분리: {reason} (연결 근거: {of})"},
	EvMerged: {"merged by a person: {reason}",
		"사람이 합침: {reason}"},
	EvFiledNew: {"a person let it go ahead as a new task, not {task}: {reason} (shown as possibly it: {of})",
		"사람이 {task} 이(가) 아닌 새 업무로 진행함: {reason} (같은 업무일 수 있다고 보인 근거: {of})"},
	EvNotSame: {"not the same task as {task}, says a person: {reason} (shown as possibly it: {of})",
		"사람이 {task} 와(과) 같은 업무가 아니라고 판단함: {reason} (같은 업무일 수 있다고 보인 근거: {of})"},
}

// lineKo are Kind's words (how the notes wrote an action) in Korean.
var lineKo = map[string]string{"carry-over": "이월", "progress": "진행 상황", "plain": "액션"}

// LineIn is a line's kind (Kind.String) in lang; a word that is no kind
// is as it is.
func LineIn(lang, line string) string {
	if k := lineKo[line]; lang == "ko" && k != "" {
		return k
	}
	return line
}

// Known reports whether this axagent words evidence of kind (a newer
// ledger's may hold kinds it does not).
func Known(kind string) bool { _, ok := evidenceWords[kind]; return ok }

// Words is typed evidence in English: what the ledger keeps as the link's
// words and what the CLI prints. A kind it does not know (a newer
// ledger's) is named as it is; evidence of no kind is its recorded words.
func Words(e ledger.LinkEvidence) string {
	switch {
	case e.Kind == "":
		return e.Text
	case !Known(e.Kind):
		return e.Kind
	}
	return worded("en", e, nil)
}

// WordsIn is a link's evidence in lang ("ko" Korean, otherwise English):
// typed evidence of a kind this axagent knows is worded from its fields.
// Other evidence — recorded before evidence was typed, or by a newer
// axagent — has only the English words stored with it (stored, or a
// nested evidence's Text), which olderKo, when not nil, words in Korean
// (the console reads the older forms); they are shown as they are
// otherwise.
func WordsIn(lang string, why ledger.LinkEvidence, stored string, olderKo func(words string) string) string {
	if !Known(why.Kind) {
		return older(lang, dash(stored, Words(why)), olderKo)
	}
	return worded(lang, why, olderKo)
}

func older(lang, words string, olderKo func(string) string) string {
	if lang != "ko" || olderKo == nil {
		return words
	}
	return olderKo(words)
}

// worded is evidence of a known kind in lang, its nested evidence too.
func worded(lang string, e ledger.LinkEvidence, olderKo func(string) string) string {
	of := ""
	if e.Of != nil {
		of = WordsIn(lang, *e.Of, e.Of.Text, olderKo)
	}
	w := evidenceWords[e.Kind]
	tmpl, who, line := w.en, dash(e.Who, "no one person"), e.Line
	if lang == "ko" {
		tmpl, who, line = w.ko, dash(e.Who, "담당자 없음"), LineIn("ko", e.Line)
		if e.Who == "" {
			// A line of no one person: "담당자 없는 …", not a name.
			tmpl = strings.ReplaceAll(tmpl, "{who} 의 ", "담당자 없는 ")
		}
	}
	// One pass: a value that reads like a field ({task} in a title) is
	// only a value.
	return strings.NewReplacer(
		"{task}", e.Task, "{title}", fmt.Sprintf("%q", e.Title), "{owners}", strings.Join(e.Owners, ", "),
		"{who}", who, "{named}", e.Who, "{line}", line, "{refs}", strings.Join(e.Refs, ", "),
		"{due}", e.Due, "{task_due}", e.TaskDue, "{assignee}", e.Assignee, "{claim}", e.Claim,
		"{reason}", e.Reason, "{of}", of,
	).Replace(tmpl)
}

// decided is d with its evidence e, in words too.
func (d Decision) decided(e ledger.LinkEvidence) Decision {
	d.Why, d.Evidence = e, Words(e)
	return d
}

// linkedOn is what a link was made on, typed: its evidence, or for a
// link recorded before evidence was typed its words.
func linkedOn(l ledger.SeriesLink) *ledger.LinkEvidence {
	if l.Why.Kind != "" {
		w := l.Why
		return &w
	}
	return &ledger.LinkEvidence{Text: l.Evidence}
}
